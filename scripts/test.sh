#!/usr/bin/env bash
# Installs what is missing, builds ShardScope twice (plain, and with ASan + UBSan) and runs
# every test once: the core tests in the sanitized tree (any sanitizer report aborts its test and
# fails the run), the CLI, shipped-scenario, widget, layer and install tests in the plain.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
install_missing

echo "== source format (.clang-format) =="
(cd "$ROOT" && git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run -Werror)

# The plain tree builds what its own tests need (the app, the widget and CLI tests), not the core
# tests: those run in the sanitized tree, with the sanitizers watching; that tree builds no ui.
configure "$BUILD_DIR"
cmake --build "$BUILD_DIR" -j "$(nproc)" --target plain_tests

SAN_DIR="${SAN_DIR:-$ROOT/build-sanitize}"
configure "$SAN_DIR" -DSHARDSCOPE_SANITIZE=ON
cmake --build "$SAN_DIR" -j "$(nproc)" --target sanitized_tests
echo "== core tests under AddressSanitizer + UndefinedBehaviorSanitizer =="
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir "$SAN_DIR" -L core --output-on-failure -j "$(nproc)"

echo "== CLI, shipped-scenario, widget, layer and install tests =="
cd "$BUILD_DIR"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" -LE core

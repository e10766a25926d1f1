#!/usr/bin/env bash
# Installs the Debian packages ShardScope needs (only those missing) and builds it.
# Sourced by run.sh and test.sh; BUILD_DIR says where (default: build).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"

PACKAGES=(
  cmake make g++ clang libclang-rt-14-dev
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqcustomplot-dev nlohmann-json3-dev libgl-dev qt6-svg-dev libgif-dev poppler-utils
  xvfb xauth fonts-dejavu-core fonts-wqy-microhei
  desktop-file-utils appstream librsvg2-bin dpkg-dev file clang-format ccache ninja-build
)

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# The compiler cache keys on paths relative to the clone, so a second build tree
# (the sanitized one) or a fresh clone elsewhere reuses what an earlier build compiled.
export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1
# The ui layers share a precompiled header: the cache may take its hits then.
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime

# configure DIR [cmake options...]
configure() {
  local dir="$1"
  shift
  local launcher=() generator=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # Ninja keeps both cores busy across folders where make waits on each; a tree configured
  # before keeps its own generator.
  [ -f "$dir/CMakeCache.txt" ] || ! command -v ninja >/dev/null || generator=(-G Ninja)
  cmake -S "$ROOT" -B "$dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" \
    "$@" >/dev/null
}

# build DIR [cmake options...]
build() {
  configure "$@"
  cmake --build "$1" -j "$(nproc)"
}

#!/usr/bin/env bash
# Installation and packaging checks, run by ctest (label: install).
#   check_install.sh desktop  SOURCE_DIR            desktop-file-validate on the .desktop entry
#   check_install.sh appstream SOURCE_DIR           appstreamcli validate --no-net on the metainfo
#   check_install.sh prefix   SOURCE_DIR BUILD_DIR  cmake --install into a temporary prefix, run from there
#   check_install.sh deb      SOURCE_DIR BUILD_DIR  cpack -G DEB: Depends and contents of the package
# Each check prints what it found and exits non-zero on the first failure.
set -euo pipefail
check="$1"
src="$2"
build="${3:-}"
id=io.github.shardscope.ShardScope

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

need() {
  command -v "$1" >/dev/null || fail "$1 is not installed (scripts/setup.sh installs ${2:-$1})"
}

# The files a complete installation has under PREFIX (relative paths).
installed_files() {
  echo bin/shardscope
  echo share/applications/$id.desktop
  echo share/metainfo/$id.metainfo.xml
  echo share/icons/hicolor/scalable/apps/$id.svg
  for size in 16 22 24 32 48 64 128 256; do
    echo share/icons/hicolor/${size}x${size}/apps/$id.png
  done
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$check" in
desktop)
  need desktop-file-validate desktop-file-utils
  out="$(desktop-file-validate "$src/resources/$id.desktop" 2>&1)" || fail "desktop-file-validate: $out"
  # Hints are advice; errors and warnings fail.
  if grep -qE "error:|warning:" <<<"$out"; then fail "desktop-file-validate: $out"; fi
  echo "desktop-file-validate: ok ${out:+($out)}"
  ;;
appstream)
  need appstreamcli appstream
  appstreamcli validate --no-net "$src/resources/$id.metainfo.xml" || fail "appstreamcli validate"
  ;;
prefix)
  prefix="$tmp/prefix"
  cmake --install "$build" --prefix "$prefix" >/dev/null || fail "cmake --install $build"
  while read -r f; do
    [ -f "$prefix/$f" ] || fail "not installed: $f"
  done < <(installed_files)
  file "$prefix/share/icons/hicolor/48x48/apps/$id.png" | grep -q "48 x 48" || fail "48x48 icon is not 48 x 48"
  cd "$tmp" # nothing from the build or source tree on the way
  version="$(env -u DISPLAY -u WAYLAND_DISPLAY "$prefix/bin/shardscope" --version)" || fail "--version"
  echo "$version"
  [[ "$version" =~ ^shardscope\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "unexpected --version output: $version"
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    "$prefix/bin/shardscope" report "$src/resources/scenarios/01-book-figure.json" >report.json ||
    fail "report from the installed binary"
  grep -q '"schema": 1' report.json || fail "report has no schema"
  grep -q '"crossover_batch": 435200' report.json || fail "report: crossover_batch is not 435200"
  echo "installed to $prefix: $(installed_files | wc -l) files checked, report ok"
  ;;
deb)
  need cpack cmake
  need dpkg-deb dpkg
  need dpkg-shlibdeps dpkg-dev
  (cd "$tmp" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/pkg" >cpack.log 2>&1) ||
    { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB"; }
  deb="$(ls "$tmp"/pkg/*.deb 2>/dev/null | head -n 1)"
  [ -n "$deb" ] || fail "cpack wrote no .deb"
  echo "package: $(basename "$deb")"
  depends="$(dpkg-deb -f "$deb" Depends)"
  echo "Depends: $depends"
  # Package names only, one a line: "libqt6core6 (>= 6.4.0), libc6" -> libqt6core6, libc6.
  names="$(sed 's/([^)]*)//g; s/|/,/g' <<<"$depends" | tr ',' '\n' | tr -d ' ')"
  for pkg in libqt6widgets6 libqt6gui6 libqt6core6 libqt6printsupport6 libqcustomplot2.1-qt6 libstdc++6 libc6; do
    grep -qxF "$pkg" <<<"$names" || fail "Depends lacks $pkg"
  done
  contents="$(dpkg-deb -c "$deb")"
  while read -r f; do
    grep -q "\./usr/$f\$" <<<"$contents" || fail "package lacks /usr/$f"
  done < <(installed_files)
  dpkg-deb -x "$deb" "$tmp/root"
  "$tmp/root/usr/bin/shardscope" --version >/dev/null || fail "the packaged binary does not run"
  echo "package contents: ok"
  ;;
*)
  fail "unknown check $check"
  ;;
esac

#!/usr/bin/env bash
# Writes the pictures of docs/user-guide.md with the app's own export, from the
# book's figure scenario (and the 64-chip one for a readable mesh). Needs a build (scripts/setup.sh; BUILD_DIR, default build)
# and no display. Run it again after a figure changes, and commit docs/images.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"
APP="$BUILD_DIR/app/shardscope"
SCENARIO="$ROOT/resources/scenarios/01-book-figure.json"
OUT="$ROOT/docs/images"
SIZE=1280x720

[ -x "$APP" ] || { echo "no $APP: build first (source scripts/setup.sh && build build)" >&2; exit 1; }
mkdir -p "$OUT"

# Each figure in English.
for figure in compute-vs-comms ratio split-sweep roofline memory mesh; do
  "$APP" export "$SCENARIO" --out "$OUT" --size "$SIZE" --figure "$figure"
done

# Projector mode and Russian, one figure each, and the mesh of the 64-chip scenario
# (few enough chips to see each one's shards), under their own names.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
one() { # one NAME SCENARIO FIGURE [export options...]
  local name="$1" scenario="$2" figure="$3"
  shift 3
  "$APP" export "$scenario" --out "$tmp" --size "$SIZE" --figure "$figure" "$@"
  mv "$tmp/$figure.png" "$OUT/$name.png"
}
one projector-split-sweep "$SCENARIO" split-sweep --projector
one ru-ratio "$SCENARIO" ratio --lang ru
one mesh-n64 "$ROOT/resources/scenarios/02-n64.json" mesh
# Chapter 6's layout question on its own scenario.
one layouts "$ROOT/resources/scenarios/03-llama3-70b-pod.json" layouts
# One figure in each theme, for the README.
for theme in light dark contrast; do
  one "theme-$theme" "$SCENARIO" compute-vs-comms --theme "$theme"
done

ls -l "$OUT"

#!/usr/bin/env bash
# Writes the pictures of docs/user-guide.md with the app's own export, from the
# book's figure scenario. Needs a build (scripts/setup.sh; BUILD_DIR, default build)
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

# Projector mode and Russian, one figure each, under their own names.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$APP" export "$SCENARIO" --out "$tmp" --size "$SIZE" --figure compute-vs-comms --projector
mv "$tmp/compute-vs-comms.png" "$OUT/projector-compute-vs-comms.png"
"$APP" export "$SCENARIO" --out "$tmp" --size "$SIZE" --figure compute-vs-comms --lang ru
mv "$tmp/compute-vs-comms.png" "$OUT/ru-compute-vs-comms.png"

ls -l "$OUT"

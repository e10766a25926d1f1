#!/usr/bin/env bash
# Installs what is missing, builds ShardScope and starts it. Arguments go to the app.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
install_missing
build "$BUILD_DIR"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found (DISPLAY is not set). To try the window headless: xvfb-run -a $BUILD_DIR/app/shardscope" >&2
  echo "The command line works without one: $BUILD_DIR/app/shardscope report SCENARIO.json" >&2
  exit 1
fi
exec "$BUILD_DIR/app/shardscope" "$@"

#!/usr/bin/env bash
# Phone-sized screenshots (412 px wide window) of every screen and dialog, for the README:
# written to docs/screenshots/. Needs Xvfb, xdotool and ImageMagick.
set -euo pipefail
cd "$(dirname "$0")/.."

display_number=${E2E_DISPLAY:-99}
started_xvfb=""
if [ -z "${DISPLAY:-}" ]; then
  Xvfb ":$display_number" -screen 0 1024x900x24 -nolisten tcp >/dev/null 2>&1 &
  started_xvfb=$!
  export DISPLAY=":$display_number"
  sleep 1
fi
cleanup() { if [ -n "$started_xvfb" ]; then kill "$started_xvfb" 2>/dev/null || true; fi; }
trap cleanup EXIT

PLYYARD_SCREENSHOTS=1 cargo test -p plyyard --test e2e_screens -- --nocapture
ls -l docs/screenshots/

#!/usr/bin/env bash
# End-to-end test of the app: a whole game against the bot, played by clicking in a real desktop
# window under Xvfb. Screenshots go to artifacts/e2e/. Needs Xvfb, xdotool and ImageMagick.
set -euo pipefail
cd "$(dirname "$0")/../.."

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

cargo build -p plyyard
PLYYARD_E2E=1 cargo test -p plyyard --test e2e_vs_bot -- --nocapture
ls -l artifacts/e2e/

#!/usr/bin/env bash
# Touch end-to-end test: the app through plyyard-liveview in a phone-sized headless Chromium with
# touch emulation (CDP Input.dispatchTouchEvent). A finger drag from c3 to d4 plays the move with
# the piece under the finger; then tap, tap plays the next one. Screenshots go to
# artifacts/e2e-touch/. Exits non-zero on failure. Installs what it needs like online_qr.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-touch"
artifacts="$root/artifacts/e2e-touch"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png

source tests/e2e/online/browser-deps.sh

source tests/e2e/online/liveview.sh

if ! node "$node_dir/touch.mjs" "http://127.0.0.1:$port/" "$artifacts" "$work"; then
  echo "--- liveview log ---"; tail -40 "$work/liveview.log"
  exit 1
fi
echo "touch_drag: PASS"

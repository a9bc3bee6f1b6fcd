#!/usr/bin/env bash
# Learning end-to-end test: the app through plyyard-liveview in a phone-sized headless Chromium.
# A short game is reviewed by the engine (📈 Análise) to its end and a tap on the evaluation graph
# goes to that position; then the 🧩 Golpes puzzle shown is solved by taps, its live region read
# at each step (the landings, the move and the defence's answer, the end). Screenshots go to
# artifacts/e2e-learn/. Exits non-zero on failure. Installs what it needs like online_qr.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-learn"
artifacts="$root/artifacts/e2e-learn"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png

source tests/e2e/online/browser-deps.sh

source tests/e2e/online/liveview.sh

if ! node "$node_dir/learn.mjs" "http://127.0.0.1:$port/" "$artifacts" "$work" "$root/crates/engine/puzzles/russian.txt"; then
  echo "--- liveview log ---"; tail -40 "$work/liveview.log"
  exit 1
fi
echo "learn_from_games: PASS"

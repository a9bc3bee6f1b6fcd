#!/usr/bin/env bash
# 📚 Partidas end-to-end test: the app through plyyard-liveview in a phone-sized headless Chromium
# with touch. A game against the bot is played to its end by taps; the app is stopped and started
# again on the same data (a restart); the game is found in 📚 Partidas, reviewed, one of its
# mistakes solved in 🎯 Meus erros, exported as PDN, deleted and typed back in through the import.
# Screenshots go to artifacts/e2e-games/. Exits non-zero on failure. Talks only to loopback.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-games"
artifacts="$root/artifacts/e2e-games"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png
started=$(date +%s)

source tests/e2e/online/browser-deps.sh

source tests/e2e/online/liveview.sh

fail() { echo "--- liveview log ---"; tail -40 "$work/liveview.log"; exit 1; }
node "$node_dir/games.mjs" "http://127.0.0.1:$port/" "$artifacts" "$work" play || fail

# The restart: the same app, the same data directory, a new process.
kill "$liveview_pid"
wait "$liveview_pid" 2>/dev/null || true
LANG=pt_BR.UTF-8 PLYYARD_DATA_DIR="$liveview_data" ./target/debug/plyyard-liveview --listen "127.0.0.1:$port" \
  >>"$work/liveview.log" 2>&1 &
liveview_pid=$!
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
  sleep 0.2
done

node "$node_dir/games.mjs" "http://127.0.0.1:$port/" "$artifacts" "$work" archive || fail
echo "games_archive: PASS in $(( $(date +%s) - started )) s"

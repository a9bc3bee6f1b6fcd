#!/usr/bin/env bash
# Accessibility end-to-end test: every screen and dialog of the app through plyyard-liveview in a
# phone-sized headless Chromium (412×880, touch), checked by axe-core against the WCAG 2.1 A/AA
# rules in each theme, for reflow at a 320 px wide view and at 200% zoom (a 412 px phone zoomed to
# 200% is emulated as a 206 CSS px wide view with device scale factor 2: what the phone lays out),
# for the pieces' contrast against their squares, for the review's marks (?!, ?, ??) against their
# move's chip (4.5:1 in each theme), with 📊 Estatísticas opened by a tap over a game against the
# bot in English, Russian and Portuguese, and for reduced motion. Fails on any violation,
# naming the screen, the rule or the widest element. 🌐 Multiplayer's screens (a room's page with
# its invite QR code, 📷 scanning, joining by a pasted link, a live game between two pages) run
# against a plyyard-server started here on a free loopback port, the app's default server. Then a
# whole game against the bot is played with the keyboard alone, in Portuguese and in Russian, the live region's words checked
# (keyboard.mjs). Screenshots go to artifacts/e2e-a11y/.
# Talks only to loopback. Installs what it needs like online_qr.sh, plus axe-core from npm.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-a11y"
artifacts="$root/artifacts/e2e-a11y"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png

source tests/e2e/online/browser-deps.sh
if [[ ! -d "$node_modules_dir/node_modules/axe-core" ]]; then
  npm install --prefix "$node_modules_dir" --no-audit --no-fund --silent axe-core@4
fi

# 🌐 Multiplayer's screens need a room service: one on a free loopback port, the app's default
# server (PLYYARD_SERVER), with its rooms in memory.
cargo build -p plyyard-server
server_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
./target/debug/plyyard-server --listen "127.0.0.1:$server_port" --db :memory: --log warn >"$work/server.log" 2>&1 &
server_pid=$!
trap 'kill $server_pid 2>/dev/null || true' EXIT
for _ in $(seq 1 150); do
  curl -fs "http://127.0.0.1:$server_port/health" >/dev/null 2>&1 && break
  sleep 0.2
done
if ! curl -fs "http://127.0.0.1:$server_port/health" >/dev/null 2>&1; then
  echo "the room service did not answer in 30 s"; tail -20 "$work/server.log"; exit 1
fi
export PLYYARD_SERVER="ws://127.0.0.1:$server_port"

source tests/e2e/online/liveview.sh
# liveview.sh's trap stops the app; this one stops the room service too.
trap 'kill $liveview_pid $server_pid 2>/dev/null || true; rm -rf "$liveview_data"' EXIT

if ! node "$node_dir/accessibility.mjs" "http://127.0.0.1:$port/" "$artifacts" "$work"; then
  echo "--- liveview log ---"; tail -40 "$work/liveview.log"
  echo "--- room service log ---"; tail -20 "$work/server.log"
  exit 1
fi
# A whole game against the bot by the keyboard alone, in Portuguese and in Russian.
if ! node "$node_dir/keyboard.mjs" "http://127.0.0.1:$port/" "$artifacts" "$work"; then
  echo "--- liveview log ---"; tail -40 "$work/liveview.log"
  exit 1
fi
echo "accessibility: PASS"

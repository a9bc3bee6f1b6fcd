#!/usr/bin/env bash
# Online end-to-end test: the real room service and two real clients — two headless Chromium
# pages showing the app through plyyard-liveview. The host creates a room; the guest's fake
# camera shows the host's QR code and the guest joins; they play; the guest's connection is
# dropped and restored mid-game (a move made offline is acknowledged once); the game ends by
# resignation. Screenshots go to artifacts/e2e-online/. Exits non-zero on failure.
#
# Installs what it needs: Debian's chromium, chromium-driver, ffmpeg, curl and Node.js (apt), and playwright-core
# (npm, into target/e2e-online/node; it never downloads a browser).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-online"
artifacts="$root/artifacts/e2e-online"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png

source tests/e2e/online/browser-deps.sh

cargo build -p plyyard-server
cargo build -p plyyard --no-default-features --features liveview --bin plyyard-liveview

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
server_port=$(free_port)
proxy_port=$(free_port)
liveview_port=$(free_port)

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

./target/debug/plyyard-server --listen "127.0.0.1:$server_port" --db :memory: --log warn >"$work/server.log" 2>&1 &
pids+=($!)
data_dir=$(mktemp -d)
# The app's default server is the proxy in front of the room service, so the test can cut it.
LANG=pt_BR.UTF-8 PLYYARD_DATA_DIR="$data_dir" PLYYARD_SERVER="ws://127.0.0.1:$proxy_port" \
  ./target/debug/plyyard-liveview --listen "127.0.0.1:$liveview_port" >"$work/liveview.log" 2>&1 &
pids+=($!)

show_logs() {
  echo "== server log"; tail -n 30 "$work/server.log" || true
  echo "== liveview log"; tail -n 30 "$work/liveview.log" || true
}
# Up to 30 s for both services; if they never answer, say so with their logs instead of letting
# the driver fail later with a confusing browser error.
healthy=0
for _ in $(seq 1 150); do
  if curl -fs "http://127.0.0.1:$server_port/health" >/dev/null 2>&1 && curl -fs "http://127.0.0.1:$liveview_port/" >/dev/null 2>&1; then
    healthy=1
    break
  fi
  sleep 0.2
done
if [[ $healthy -ne 1 ]]; then
  echo "the room service or the liveview app did not become healthy in 30 s" >&2
  show_logs
  rm -rf "$data_dir"
  exit 1
fi

status=0
node "$node_dir/driver.mjs" "http://127.0.0.1:$liveview_port/" "$server_port" "$proxy_port" "$artifacts" "$work" || status=$?
if [[ $status -ne 0 ]]; then
  show_logs
fi
ls -l "$artifacts"
rm -rf "$data_dir"
exit $status

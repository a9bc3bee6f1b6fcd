# Sourced by the single-page end-to-end scripts: builds plyyard-liveview, starts it on a free
# loopback port with its own empty data directory (Portuguese), waits until it answers, and
# stops it on exit. Sets $port. Needs $work (for liveview.log).
cargo build -p plyyard --no-default-features --features liveview --bin plyyard-liveview

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
liveview_data=$(mktemp -d)
LANG=pt_BR.UTF-8 PLYYARD_DATA_DIR="$liveview_data" ./target/debug/plyyard-liveview --listen "127.0.0.1:$port" \
  >"$work/liveview.log" 2>&1 &
liveview_pid=$!
trap 'kill $liveview_pid 2>/dev/null || true; rm -rf "$liveview_data"' EXIT
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
  sleep 0.2
done

#!/usr/bin/env bash
# Web build end-to-end test: scripts/build-web.sh builds the app for the browser, plyyard-server
# serves it over https (its own TLS, a certificate of a test CA made here with openssl, as a public
# service does), and a phone-sized headless Chromium with touch plays it: the bot (in a Web Worker)
# to the end of a game, a reload mid-game, the app offline from its service worker, and a room
# joined through the invite's web link against a native client (the liveview app); after the bot
# game, 📚 Partidas in local storage (listed after a reload, replayed, exported and downloaded,
# deleted, typed back, a hand-damaged entry set aside and told). Prints the
# wasm's size and the time to the first board. Screenshots go to artifacts/e2e-web/.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
# PLYYARD_WEB_OUT: another bundle directory (and work directory), for a run beside another's.
web_out="${PLYYARD_WEB_OUT:-target/web/www}"
work="$root/target/e2e-web${PLYYARD_WEB_OUT:+-$(basename "$web_out")}"
artifacts="$root/artifacts/e2e-web"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png

# openssl: the test CA and the server's certificate.
extra_packages=(openssl)
source tests/e2e/online/browser-deps.sh

bash scripts/build-web.sh "$web_out"
cargo build -p plyyard-server
cargo build -p plyyard --no-default-features --features liveview --bin plyyard-liveview

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
server_port=$(free_port)
liveview_port=$(free_port)
pids=()
data_dir=$(mktemp -d)
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$data_dir"; }
trap cleanup EXIT

# A test CA and its certificate for localhost: the server speaks TLS itself; Chromium trusts the
# certificate's key (E2E_TRUSTED_SPKI), the native client (liveview) the CA (PLYYARD_EXTRA_CA).
tls="$work/tls"
rm -rf "$tls" && mkdir -p "$tls"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2 -subj "/CN=Ply Yard e2e CA" \
  -keyout "$tls/ca.key" -out "$tls/ca.pem" 2>/dev/null
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=localhost" \
  -keyout "$tls/site.key" -out "$tls/site.csr" 2>/dev/null
printf 'subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n' >"$tls/ext"
openssl x509 -req -in "$tls/site.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca.key" -CAcreateserial -days 2 \
  -extfile "$tls/ext" -out "$tls/site.pem" 2>/dev/null
E2E_TRUSTED_SPKI=$(openssl x509 -in "$tls/site.pem" -pubkey -noout | openssl pkey -pubin -outform der \
  | openssl dgst -sha256 -binary | base64)
export E2E_TRUSTED_SPKI

./target/debug/plyyard-server --listen "127.0.0.1:$server_port" --db :memory: --web-dir "$web_out" \
  --tls-cert "$tls/site.pem" --tls-key "$tls/site.key" --log info >"$work/server.log" 2>&1 &
pids+=($!)
LANG=pt_BR.UTF-8 PLYYARD_DATA_DIR="$data_dir" PLYYARD_SERVER="wss://localhost:$server_port" \
  PLYYARD_EXTRA_CA="$tls/ca.pem" \
  ./target/debug/plyyard-liveview --listen "127.0.0.1:$liveview_port" >"$work/liveview.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 150); do
  if curl -fs --cacert "$tls/ca.pem" "https://localhost:$server_port/" >/dev/null 2>&1 \
    && curl -fs "http://127.0.0.1:$liveview_port/" >/dev/null 2>&1; then
    break
  fi
  sleep 0.2
done
grep -q "serving the web app" "$work/server.log" || { echo "the room service does not say it serves the web app" >&2; cat "$work/server.log"; exit 1; }

# A driver that hangs (a browser that never closes) fails the run instead of holding CI.
if ! timeout 1200 node "$node_dir/web.mjs" "https://localhost:$server_port/" "http://127.0.0.1:$liveview_port/" "$artifacts" "$work"; then
  echo "--- server log ---"; tail -30 "$work/server.log"
  echo "--- liveview log ---"; tail -30 "$work/liveview.log"
  exit 1
fi
echo "web_build: PASS"

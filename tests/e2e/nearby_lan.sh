#!/usr/bin/env bash
# Nearby end-to-end test, with no plyyard-server process: the host's app holds the room, the
# guest's app runs in its own network namespace joined to the host's by a veth pair (a small
# private LAN, 10.77.0.0/24, multicast on: DNS-SD crosses it). The guest's app lists the host's
# room under 📡 Salas por perto, knocks, and the host accepts by a tap; on the way a stranger
# (10.77.0.3, a raw WebSocket from node) knocks and is refused with no secret, and a third address
# (10.77.0.4) floods knocks and is cut off. A watcher scans the host's QR code with a fake camera
# and joins by the LAN address. They play; the host's app is SIGKILLed mid-game and started
# again, and the game goes on to a result. Screenshots go to artifacts/e2e-nearby/. Exits
# non-zero on failure, and fails (it does not skip) where network namespaces are not permitted.
#
#   bash tests/e2e/nearby_lan.sh           the test (debug build)
#   bash tests/e2e/nearby_lan.sh --bench   a release build, and the host app's memory and idle
#                                          CPU while it holds a room are printed (BENCH lines)
# Either way it prints BENCH lines for the room created → listed on the guest, and knock → seated.
#
# Needs root (or sudo) for `ip netns`. Installs what it needs like online_qr.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-nearby"
artifacts="$root/artifacts/e2e-nearby"
mkdir -p "$work" "$artifacts"
rm -f "$artifacts"/*.png

profile=debug
cargo_flags=()
if [[ "${1:-}" == "--bench" ]]; then
  profile=release
  cargo_flags=(--release)
  export NEARBY_BENCH=1
fi

extra_packages=(iproute2)
source tests/e2e/online/browser-deps.sh

cargo build "${cargo_flags[@]}" -p plyyard --no-default-features --features liveview --bin plyyard-liveview
app="${CARGO_TARGET_DIR:-$root/target}/$profile/plyyard-liveview"

# ---- the LAN: this (host) namespace 10.77.0.1, the guest's namespace 10.77.0.2 ----
ns="plyyard-guest-$$"
veth_host="pyh$$"
veth_guest="pyg$$"
host_ip=10.77.0.1
guest_ip=10.77.0.2
pids=()
host_data=$(mktemp -d)
guest_data=$(mktemp -d)
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  "${sudo_cmd[@]}" ip netns pids "$ns" 2>/dev/null | xargs -r "${sudo_cmd[@]}" kill 2>/dev/null || true
  "${sudo_cmd[@]}" ip link del "$veth_host" 2>/dev/null || true
  "${sudo_cmd[@]}" ip netns del "$ns" 2>/dev/null || true
  rm -rf "$host_data" "$guest_data"
}
trap cleanup EXIT
if ! "${sudo_cmd[@]}" ip netns add "$ns"; then
  echo "FAIL: network namespaces are not permitted here (ip netns add failed); this test needs them" >&2
  exit 1
fi
"${sudo_cmd[@]}" ip link add "$veth_host" type veth peer name "$veth_guest"
"${sudo_cmd[@]}" ip link set "$veth_guest" netns "$ns"
"${sudo_cmd[@]}" ip addr add "$host_ip/24" dev "$veth_host"
"${sudo_cmd[@]}" ip link set "$veth_host" up
"${sudo_cmd[@]}" ip -n "$ns" addr add "$guest_ip/24" dev "$veth_guest"
"${sudo_cmd[@]}" ip -n "$ns" link set "$veth_guest" up
"${sudo_cmd[@]}" ip -n "$ns" link set lo up
# The stranger's and the flood's own addresses on the guest's side of the LAN.
"${sudo_cmd[@]}" ip -n "$ns" addr add 10.77.0.3/24 dev "$veth_guest"
"${sudo_cmd[@]}" ip -n "$ns" addr add 10.77.0.4/24 dev "$veth_guest"
# DNS-SD is multicast (224.0.0.251:5353): on across the pair, and routed to it in the namespace,
# which has no default route.
"${sudo_cmd[@]}" ip link set "$veth_host" multicast on
"${sudo_cmd[@]}" ip -n "$ns" link set "$veth_guest" multicast on
"${sudo_cmd[@]}" ip -n "$ns" route add 224.0.0.0/4 dev "$veth_guest"

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
host_port=$(free_port)
guest_port=$(free_port)

# The guest's app: inside its namespace, its page served on its LAN address.
"${sudo_cmd[@]}" ip netns exec "$ns" env LANG=pt_BR.UTF-8 PLYYARD_DATA_DIR="$guest_data" \
  "$app" --listen "$guest_ip:$guest_port" >"$work/guest-app.log" 2>&1 &
pids+=($!)
healthy=0
for _ in $(seq 1 150); do
  if curl -fs "http://$guest_ip:$guest_port/" >/dev/null 2>&1; then healthy=1; break; fi
  sleep 0.2
done
if [[ $healthy -ne 1 ]]; then
  echo "the guest's app in its namespace did not answer on $guest_ip:$guest_port in 30 s" >&2
  tail -n 30 "$work/guest-app.log" >&2 || true
  exit 1
fi
# The guest's namespace reaches nothing of the host but the LAN address.
if "${sudo_cmd[@]}" ip netns exec "$ns" curl -fs --max-time 2 "http://127.0.0.1:$host_port/" >/dev/null 2>&1; then
  echo "the guest's namespace is not isolated" >&2
  exit 1
fi

status=0
NEARBY_NS="$ns" node "$node_dir/nearby.mjs" "$app" "$host_port" "$host_data" "http://$guest_ip:$guest_port/" "10.77.0." "$artifacts" "$work" || status=$?
if [[ $status -ne 0 ]]; then
  echo "== host app log"; tail -n 40 "$work/host-app.log" || true
  echo "== guest app log"; tail -n 40 "$work/guest-app.log" || true
fi
ls -l "$artifacts"
exit $status

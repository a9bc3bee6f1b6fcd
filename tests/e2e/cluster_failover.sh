#!/usr/bin/env bash
# Rooms on several nodes: PostgreSQL (a private cluster in a temporary folder, run as the
# `postgres` user), three plyyard-server nodes on --database, and HAProxy with TLS (a test CA)
# routing by /ws?room=CODE as deploy/haproxy-nodes.cfg does, all on loopback. The node serving a
# room is SIGKILLed mid-game: its players are back on another node with every acknowledged move,
# the deadline and the bot seat; a room on another node never pauses; the killed node comes back
# and the moved room stays where it is. Installs haproxy and postgresql (apt) when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
missing=()
command -v haproxy >/dev/null || missing+=(haproxy)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # Debian starts a cluster of its own on install; the test runs its own on a free port.
fi
# The test is #[ignore]d in a plain `cargo test` (no haproxy there), so it is named here.
cargo test -p plyyard-server --test cluster_failover -- --ignored --nocapture

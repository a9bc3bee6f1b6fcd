#!/usr/bin/env bash
# Starts a local room service (when the server crate is present) and the app.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

server_pid=""
if [[ -d crates/server ]]; then
  cargo build --release -p plyyard-server
  ./target/release/plyyard-server --listen 127.0.0.1:7878 --db "${PLYYARD_DB:-plyyard-rooms.sqlite}" &
  server_pid=$!
  trap '[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true' EXIT
fi
cargo run --release -p plyyard

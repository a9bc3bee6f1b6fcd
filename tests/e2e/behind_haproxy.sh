#!/usr/bin/env bash
# The room service behind Debian's HAProxy on loopback, as deploy/ runs it in public: HAProxy
# terminates TLS (a test CA's certificate) and passes connections to a node with send-proxy-v2;
# two players from 127.0.0.2 and 127.0.0.3 are counted apart, invited with wss:// and play; a
# forged PROXY header from a stranger changes nothing. Installs haproxy (apt) if missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v haproxy >/dev/null; then
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends haproxy
fi
# The test is #[ignore]d in a plain `cargo test` (no haproxy there), so it is named here.
cargo test -p plyyard-server --test behind_haproxy -- --ignored --nocapture

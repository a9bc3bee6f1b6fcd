#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Ply Yard needs to build and test, only those missing.
#   scripts/install-deps.sh          build + run the desktop app
#   scripts/install-deps.sh test     also what the tests need (virtual display, clicks, screenshots)
set -euo pipefail

# fonts-noto-color-emoji: the seed's symbols (🤖 👥 🧠 🌐 📜 🎨) on a machine with no emoji font;
# phones have their own.
packages=(libwebkit2gtk-4.1-dev libxdo-dev libgtk-3-dev libsoup-3.0-dev pkg-config build-essential fonts-noto-color-emoji)
if [[ "${1:-}" == "test" ]]; then
  # iproute2: the nearby end-to-end test's private LAN (network namespaces and a veth pair).
  # postgresql, haproxy: the room store's suite on PostgreSQL and the tests behind HAProxy
  # (each test starts its own private cluster or proxy on loopback).
  packages+=(xvfb xdotool imagemagick x11-utils iproute2 postgresql haproxy)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "installing: ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null; then
  echo "cargo not found: install Rust with rustup (https://rustup.rs) and run again" >&2
  exit 1
fi

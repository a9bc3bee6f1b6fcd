#!/usr/bin/env bash
# Runs every test of the workspace: the format, lint and doc checks, unit, property, component
# and server tests, the Android and iOS type-checks, then the end-to-end tests (real windows under
# a virtual display, headless Chromium on the liveview and the web build, which web_build.sh
# builds, and a private LAN of network namespaces, which needs root or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test

# The house rules first: one format, no clippy warning, docs whose links resolve.
if command -v rustup >/dev/null; then
  rustup component add rustfmt clippy >/dev/null 2>&1 || true
fi
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

cargo test --workspace --no-fail-fast

# The phones: Android and iOS type-checks (nothing links here; any warning fails).
bash scripts/check-phones.sh

# The web build, which the end-to-end scripts' app carries (a room held on the device serves it
# to a friend's browser); web_build.sh then finds it built.
bash scripts/build-web.sh
export PLYYARD_WEB_BUNDLE="$PWD/target/web/www"

# End-to-end scripts live in tests/e2e/; each starts what it needs and exits non-zero on failure.
if compgen -G "tests/e2e/*.sh" >/dev/null; then
  for script in tests/e2e/*.sh; do
    echo "== $script"
    bash "$script"
  done
fi

#!/usr/bin/env bash
# Runs every test of the workspace: unit, property, component and server tests, then the
# end-to-end tests that drive real windows under a virtual display.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test

cargo test --workspace --no-fail-fast

# End-to-end scripts live in tests/e2e/; each starts what it needs and exits non-zero on failure.
if compgen -G "tests/e2e/*.sh" >/dev/null; then
  for script in tests/e2e/*.sh; do
    echo "== $script"
    bash "$script"
  done
fi

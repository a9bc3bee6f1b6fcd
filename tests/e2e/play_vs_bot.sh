#!/usr/bin/env bash
# End-to-end test of the app: a whole game against the bot, played by clicking in a real desktop
# window under Xvfb. Screenshots go to artifacts/e2e/. Needs Xvfb, xdotool and ImageMagick.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/virtual-display.sh

cargo build -p plyyard
PLYYARD_E2E=1 cargo test -p plyyard --test app e2e_vs_bot -- --ignored --nocapture
ls -l artifacts/e2e/

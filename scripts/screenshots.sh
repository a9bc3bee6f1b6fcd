#!/usr/bin/env bash
# Phone-sized screenshots (412 px wide window) of every screen and dialog, for the README:
# written to docs/screenshots/. Needs Xvfb, xdotool and ImageMagick.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/virtual-display.sh

PLYYARD_SCREENSHOTS=1 cargo test -p plyyard --test e2e_screens -- --nocapture
ls -l docs/screenshots/

#!/usr/bin/env bash
# Phone-sized screenshots (412 px wide window) of every screen and dialog, for the README:
# written to docs/screenshots/. Needs Xvfb, xdotool and ImageMagick.
# `scripts/screenshots.sh --ru` makes only the Russian set (21-ru-* to 25-ru-*).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/virtual-display.sh

which=1
if [ "${1:-}" = "--ru" ]; then which=ru; fi

PLYYARD_SCREENSHOTS=$which cargo test -p plyyard --test app e2e_screens -- --ignored --nocapture
ls -l docs/screenshots/

#!/usr/bin/env bash
# 200% text end-to-end test (issue 47): the app's markup in given states (a face-to-face game with
# its clock running and paused, a Revessker game, a long capture in the move list, 📚 Partidas'
# filters) written by the app's test binary (tests/app/text_200_pages.rs), then laid out by headless
# Chromium on a 412×915 phone at 100% and 200% text (text200.mjs): the icon buttons hold their
# glyphs and keep their corners, the filters keep room inside their edges, pausing the clock does
# not move the board, a long capture stays in its column. Needs no server: the pages are files.
# Screenshots go to artifacts/e2e-text200/.
# Installs what it needs like online_qr.sh (Debian's chromium, playwright-core from npm).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work="$root/target/e2e-text200"
artifacts="$root/artifacts/e2e-text200"
mkdir -p "$work/pages" "$artifacts"
rm -f "$artifacts"/*.png "$work"/pages/*.html

# The emoji a phone draws (🎨, 📚…): their glyphs' size is what the icon checks measure.
extra_packages=(fonts-noto-color-emoji)
source tests/e2e/online/browser-deps.sh
PLYYARD_PAGES_DIR="$work/pages" cargo test -p plyyard --test app text_200_pages -- --ignored --exact \
  text_200_pages::write_text_200_pages
node "$node_dir/text200.mjs" "$work/pages" "$artifacts"
echo "text 200%: PASS"

#!/usr/bin/env bash
# Builds Ply Yard for the browser into target/web/www (or $1): the app compiled to wasm32 with
# Debian's Rust (its std source lets cargo build std for wasm; see docs/platforms.md), bound by
# wasm-bindgen-cli at the exact wasm-bindgen version of Cargo.lock, plus web/ (the page, its start
# script, the bot's worker, the manifest and the service worker) and the puzzle files, which the
# wasm leaves out. plyyard-server serves the result.
# Installs what it needs (apt: rustc-web cargo-web rust-web-src lld-19; crates.io: wasm-bindgen-cli;
# npm: binaryen, for wasm-opt).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-target/web/www}"

sudo_cmd=()
[[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
missing=()
for p in rustc-web cargo-web rust-web-src lld-19; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# wasm-bindgen-cli must match the wasm-bindgen the app links exactly.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
bindgen="$HOME/.cargo/bin/wasm-bindgen"
if ! [[ -x "$bindgen" ]] || [[ "$("$bindgen" --version | awk '{print $2}')" != "$version" ]]; then
  # Not --locked: one locked dependency of the CLI is missing from some registry mirrors.
  cargo install wasm-bindgen-cli --version "$version" --force
fi

export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=target/web
export RUSTFLAGS="-C linker=/usr/lib/llvm-19/bin/wasm-ld"
/usr/bin/cargo build -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown --release \
  --no-default-features --features web -p plyyard --bin plyyard

rm -rf "$out"
mkdir -p "$out"
"$bindgen" --target web --out-dir "$out" --no-typescript target/web/wasm32-unknown-unknown/release/plyyard.wasm
# wasm-opt makes the wasm smaller and quicker to compile: what a phone downloads first. Debian 12's
# (binaryen 108) cannot read this wasm, so a newer one on PATH is used, or else npm's binaryen
# (binaryen compiled to wasm, run by Node: a 2 s install, no C++ to build) at a pinned version.
binaryen_version=132.0.0
wasm_opt=()
if command -v wasm-opt >/dev/null && [[ "$(wasm-opt --version | grep -o '[0-9]\+' | head -1)" -ge 116 ]]; then
  wasm_opt=(wasm-opt)
elif command -v npm >/dev/null; then
  npm_opt=target/binaryen/node_modules/binaryen/bin/wasm-opt
  if ! [[ -f "$npm_opt" ]] || [[ "$(node "$npm_opt" --version | grep -o '[0-9]\+' | head -1)" != "${binaryen_version%%.*}" ]]; then
    npm install --prefix target/binaryen --no-save --no-audit --no-fund "binaryen@$binaryen_version" >&2 || true
  fi
  [[ -f "$npm_opt" ]] && wasm_opt=(node "$npm_opt")
fi
# The pass takes a minute or more: its result is kept by the hash of its input, so building the
# same wasm again (the test run builds it twice) reuses it.
opt_cache=target/web/wasm-opt-cache
input_hash=$(sha256sum "$out/plyyard_bg.wasm" | cut -c1-16)
if [[ -f "$opt_cache/$input_hash.wasm" ]]; then
  cp "$opt_cache/$input_hash.wasm" "$out/plyyard_bg.wasm"
  echo "build-web: wasm-opt result reused (same input)" >&2
elif ((${#wasm_opt[@]})); then
  # The features rustc emits for wasm32 must stay enabled, or wasm-opt refuses the module.
  started=$SECONDS
  if "${wasm_opt[@]}" -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$out/plyyard_bg.wasm" -o "$out/plyyard_bg.opt.wasm"; then
    mv "$out/plyyard_bg.opt.wasm" "$out/plyyard_bg.wasm"
    echo "build-web: wasm-opt -O3 took $((SECONDS - started)) s" >&2
    rm -rf "$opt_cache" && mkdir -p "$opt_cache"
    cp "$out/plyyard_bg.wasm" "$opt_cache/$input_hash.wasm"
  else
    echo "build-web: wasm-opt failed; keeping the unoptimised wasm" >&2
    rm -f "$out/plyyard_bg.opt.wasm"
  fi
else
  echo "build-web: no wasm-opt (neither binaryen >= 116 on PATH nor npm); the wasm is not optimised" >&2
fi
# The two big files get their content's hash in their names (plyyard_bg.HASH.wasm, plyyard.HASH.js),
# so plyyard-server lets browsers keep them for good (`immutable`); a new build has new names. The
# page, its start script, the worker and the service worker keep fixed names (the page is the
# address, the wasm starts the worker by name) and are revalidated: each costs a 304 when unchanged.
wasm_name="plyyard_bg.$(sha256sum "$out/plyyard_bg.wasm" | cut -c1-16).wasm"
mv "$out/plyyard_bg.wasm" "$out/$wasm_name"
grep -q "'plyyard_bg.wasm'" "$out/plyyard.js" || { echo "build-web: plyyard.js does not name plyyard_bg.wasm as expected" >&2; exit 1; }
sed -i "s/'plyyard_bg\.wasm'/'$wasm_name'/" "$out/plyyard.js"
js_name="plyyard.$(sha256sum "$out/plyyard.js" | cut -c1-16).js"
mv "$out/plyyard.js" "$out/$js_name"
cp web/* assets/icons/icon.svg assets/icons/icon-512.png "$out/"
for file in index.html start.js worker.js sw.js; do
  sed -i -e "s/plyyard_bg\.wasm/$wasm_name/g" -e "s/plyyard\.js/$js_name/g" "$out/$file"
done
# The puzzle files stay out of the wasm: 🧩 Golpes fetches a game's file when it first opens.
cp crates/engine/puzzles/*.txt "$out/"
# The service worker's cache is named after the build, so a new build replaces the old files.
stamp=${wasm_name:11:12}
sed -i "s/__BUILD__/$stamp/" "$out/sw.js"
# Precompressed copies: plyyard-server sends FILE.gz to browsers that accept gzip.
find "$out" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.html' -o -name '*.txt' \) -exec gzip -9 -k -f {} \;
wasm_bytes=$(stat -c %s "$out/$wasm_name")
gz_bytes=$(stat -c %s "$out/$wasm_name.gz")
echo "build-web: $out ($wasm_name $wasm_bytes bytes, $gz_bytes gzipped, build $stamp)"

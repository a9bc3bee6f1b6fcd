# Sourced by the browser end-to-end scripts (online_qr.sh, nearby_lan.sh): installs what they
# need, only what is missing — Debian's chromium, chromium-driver, ffmpeg, curl and Node.js, plus
# any packages named in $extra_packages (apt), and playwright-core (npm, into target/e2e-online/node;
# it never downloads a browser) — and copies this checkout's drivers into a folder of their own
# below it (worktrees may share one target directory, and their drivers differ: a run must not
# start another checkout's copy). Sets $sudo_cmd, $node_modules_dir and $node_dir (the drivers).
sudo_cmd=()
[[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
missing=()
packages=(chromium chromium-driver ffmpeg curl ${extra_packages[@]+"${extra_packages[@]}"})
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
node_dir="$(pwd)/target/e2e-online/node"
if [[ ! -d "$node_dir/node_modules/playwright-core" ]]; then
  mkdir -p "$node_dir"
  [[ -f "$node_dir/package.json" ]] || echo '{"private": true}' > "$node_dir/package.json"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --prefix "$node_dir" --no-audit --no-fund --silent playwright-core@1
fi
node_modules_dir="$node_dir"
node_dir="$node_modules_dir/drivers-$(pwd -P | cksum | cut -d' ' -f1)"
mkdir -p "$node_dir"
cp tests/e2e/online/*.mjs "$node_dir/"

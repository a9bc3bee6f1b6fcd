#!/usr/bin/env bash
# Keeps docs/rules/ and docs/seeds/ in step with the project's shared documents (../shared/rules,
# ../shared/seeds), where a checkout has them. `--check` only compares and exits 1 on a difference.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared
if [[ ! -d "$shared/rules" ]]; then
  echo "no $shared/rules next to this checkout; nothing to compare" >&2
  exit 0
fi
status=0
compare_or_copy() { # source destination
  if [[ "${mode:-}" == check ]]; then
    cmp -s "$1" "$2" || { echo "differs: $2 (from $1)"; status=1; }
  else
    cp "$1" "$2"
  fi
}
mode=${1:-}
mode=${mode#--}
mode=${mode:-copy}
mkdir -p docs/rules docs/seeds
for f in "$shared"/rules/*.md; do compare_or_copy "$f" "docs/rules/$(basename "$f")"; done
for f in "$shared"/seeds/*.txt; do compare_or_copy "$f" "docs/seeds/$(basename "$f" | cut -c1-3).txt"; done
exit $status

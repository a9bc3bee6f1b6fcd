#!/usr/bin/env bash
# Checks the deploy files: deploy/haproxy.cfg and haproxy-nodes.cfg with Debian's haproxy
# (`haproxy -c`, warnings fatal) against a throw-away self-signed certificate, and the units
# deploy/plyyard-server.service and plyyard-server-postgres.service with
# `systemd-analyze verify` (any complaint about the unit fails) and the house rules a unit must
# keep: hardening, the drain on SIGTERM within TimeoutStopSec, reload by SIGHUP. Installs haproxy,
# openssl and systemd when missing (Debian/Ubuntu). Quick: no build, no network but apt.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
missing=()
command -v haproxy >/dev/null || missing+=(haproxy)
command -v openssl >/dev/null || missing+=(openssl)
command -v systemd-analyze >/dev/null || missing+=(systemd)
if [ ${#missing[@]} -gt 0 ]; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# HAProxy: the shipped file with only the certificate directory moved to a temporary one.
mkdir "$work/certs"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=play.example.org \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat "$work/cert.pem" "$work/key.pem" >"$work/certs/play.example.org.pem"
for cfg in deploy/haproxy.cfg deploy/haproxy-nodes.cfg; do
  sed "s#/etc/haproxy/certs/#$work/certs/#g" "$cfg" >"$work/haproxy.cfg"
  if haproxy -dW -c -f "$work/haproxy.cfg" >"$work/haproxy.out" 2>&1; then
    echo "ok: haproxy -c $cfg ($(haproxy -v | head -1 | cut -d' ' -f1-3))"
  else
    cat "$work/haproxy.out" >&2
    fail "haproxy rejects $cfg"
  fi
done
for needle in 'bind :443 ssl crt' 'send-proxy-v2' 'path_beg /n1/' 'option httpchk GET /health' \
  '/.well-known/acme-challenge/' 'redirect scheme https'; do
  grep -qF -- "$needle" deploy/haproxy.cfg || fail "deploy/haproxy.cfg has no '$needle'"
done
# Several nodes: what tests/e2e/cluster_failover.sh runs HAProxy with (routing by room, the
# stick table that keeps a moved room where it is, redispatch, health on /health).
for needle in 'bind :443 ssl crt' 'balance url_param room' 'hash-type consistent' 'stick on url_param(room)' \
  'stick-table type string' 'option redispatch' 'option httpchk GET /health' 'send-proxy-v2' 'peers plyyard'; do
  grep -qF -- "$needle" deploy/haproxy-nodes.cfg || fail "deploy/haproxy-nodes.cfg has no '$needle'"
done
for needle in 'balance url_param room' 'hash-type consistent' 'stick on url_param(room)' 'stick-table type string' \
  'option redispatch' 'option httpchk' 'uri /health' 'send-proxy-v2'; do
  grep -qF -- "$needle" crates/server/tests/cluster_failover.rs || fail "the cluster test's proxy has no '$needle'"
done

# The units: systemd-analyze verify exits 0 on unknown keys and bad values, so any line it prints
# about the unit is a failure. The binary's path is swapped for one that exists here, and the
# environment file for an empty one.
touch "$work/database.env"
for file in deploy/plyyard-server.service deploy/plyyard-server-postgres.service; do
  name=$(basename "$file")
  unit="$work/$name"
  sed -e "s#/usr/local/bin/plyyard-server#/bin/true#" -e "s#/etc/plyyard/database.env#$work/database.env#" "$file" >"$unit"
  if systemd-analyze verify "$unit" >"$work/verify.out" 2>&1 && ! grep -q "$name" "$work/verify.out"; then
    echo "ok: systemd-analyze verify $file"
  else
    cat "$work/verify.out" >&2
    fail "systemd-analyze verify complains about $file"
  fi
  for directive in ProtectSystem=strict StateDirectory=plyyard NoNewPrivileges=yes PrivateTmp=yes \
    RestrictAddressFamilies= KillSignal=SIGTERM 'ExecReload=/bin/kill -HUP $MAINPID'; do
    grep -qF -- "$directive" "$file" || fail "$file has no $directive"
  done
  drain=$(grep -oE -- '--drain-secs [0-9]+' "$file" | grep -oE '[0-9]+$' || echo 10)
  stop=$(grep -oE '^TimeoutStopSec=[0-9]+' "$file" | cut -d= -f2)
  if [ -z "$stop" ] || [ "$stop" -le "$drain" ]; then
    fail "$file: TimeoutStopSec (${stop:-unset}) must be above --drain-secs ($drain)"
  fi
  # Every flag the unit passes is documented in docs/deploy.md's flag list or the room service's.
  for flag in $(grep -oE -- '--[a-z-]+' "$file" | sort -u); do
    grep -qF -- "$flag" docs/deploy.md docs/room-service.md || fail "$flag is in $file but in no doc"
  done
done
grep -qF 'EnvironmentFile=/etc/plyyard/database.env' deploy/plyyard-server-postgres.service ||
  fail "the PostgreSQL unit reads the database URL from no environment file"

if [ "$failures" -gt 0 ]; then
  echo "$failures problem(s) in the deploy files" >&2
  exit 1
fi
echo "deploy files ok"

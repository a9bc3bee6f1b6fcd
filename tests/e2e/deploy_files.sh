#!/usr/bin/env bash
# Checks the deploy files: deploy/haproxy.cfg with Debian's haproxy (`haproxy -c`, warnings fatal)
# against a throw-away self-signed certificate, and deploy/plyyard-server.service with
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
sed "s#/etc/haproxy/certs/#$work/certs/#g" deploy/haproxy.cfg >"$work/haproxy.cfg"
if haproxy -dW -c -f "$work/haproxy.cfg" >"$work/haproxy.out" 2>&1; then
  echo "ok: haproxy -c deploy/haproxy.cfg ($(haproxy -v | head -1 | cut -d' ' -f1-3))"
else
  cat "$work/haproxy.out" >&2
  fail "haproxy rejects deploy/haproxy.cfg"
fi
for needle in 'bind :443 ssl crt' 'send-proxy-v2' 'path_beg /n1/' 'option httpchk GET /health' \
  '/.well-known/acme-challenge/' 'redirect scheme https'; do
  grep -qF -- "$needle" deploy/haproxy.cfg || fail "deploy/haproxy.cfg has no '$needle'"
done

# The unit: systemd-analyze verify exits 0 on unknown keys and bad values, so any line it prints
# about the unit is a failure. The binary's path is swapped for one that exists here.
unit="$work/plyyard-server.service"
sed "s#/usr/local/bin/plyyard-server#/bin/true#" deploy/plyyard-server.service >"$unit"
if systemd-analyze verify "$unit" >"$work/verify.out" 2>&1 && ! grep -q "plyyard-server.service" "$work/verify.out"; then
  echo "ok: systemd-analyze verify deploy/plyyard-server.service"
else
  cat "$work/verify.out" >&2
  fail "systemd-analyze verify complains about deploy/plyyard-server.service"
fi
for directive in ProtectSystem=strict StateDirectory=plyyard NoNewPrivileges=yes PrivateTmp=yes \
  RestrictAddressFamilies= KillSignal=SIGTERM 'ExecReload=/bin/kill -HUP $MAINPID'; do
  grep -qF -- "$directive" deploy/plyyard-server.service || fail "the unit has no $directive"
done
drain=$(grep -oE -- '--drain-secs [0-9]+' deploy/plyyard-server.service | grep -oE '[0-9]+$' || echo 10)
stop=$(grep -oE '^TimeoutStopSec=[0-9]+' deploy/plyyard-server.service | cut -d= -f2)
if [ -z "$stop" ] || [ "$stop" -le "$drain" ]; then
  fail "TimeoutStopSec (${stop:-unset}) must be above --drain-secs ($drain)"
fi

# Every flag the unit passes is documented in docs/deploy.md's flag list or the room service's.
for flag in $(grep -oE -- '--[a-z-]+' deploy/plyyard-server.service | sort -u); do
  grep -qF -- "$flag" docs/deploy.md docs/room-service.md || fail "$flag is in the unit but in no doc"
done

if [ "$failures" -gt 0 ]; then
  echo "$failures problem(s) in the deploy files" >&2
  exit 1
fi
echo "deploy files ok"

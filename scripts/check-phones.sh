#!/usr/bin/env bash
# Type-checks the app for the phones (no NDK or Xcode here, so nothing links): aarch64 Android
# and iOS with --features mobile, built with Debian's Rust and its std source. Any warning fails.
# Mobile-only code (permissions, intents, the local network) is compiled this way at least.
# Installs what it needs (apt: rustc-web cargo-web rust-web-src clang-19 llvm-19, and the aarch64
# C headers that the bundled SQLite compiles against on Android).
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_cmd=()
[[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
missing=()
for p in rustc-web cargo-web rust-web-src clang-19 llvm-19 libc6-dev-arm64-cross; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 RUSTFLAGS="-D warnings"
# One target directory for both: the second check reuses the host's build scripts and proc
# macros (most of a check's work). Two cargo runs, not one with two --target flags: one run would
# unify the features of both phones, and iOS's TLS features pull OpenSSL into Android's build.
export CARGO_TARGET_DIR=target/phone-check
check() {
  /usr/bin/cargo check -Zbuild-std=std,panic_abort --target "$1" --no-default-features --features mobile -p plyyard
}

# Android: SQLite is compiled in (the NDK has no public one); its C needs headers, and for a
# check any aarch64 libc's will do.
echo "== Android (aarch64-linux-android)"
CC_aarch64_linux_android=clang-19 AR_aarch64_linux_android=llvm-ar-19 \
  CFLAGS_aarch64_linux_android="-isystem /usr/aarch64-linux-gnu/include" check aarch64-linux-android

# iOS: the app links the SDK's SQLite; one build script compiles a tiny Objective-C file, and
# ring (TLS for wss://) compiles its C and assembly, for which clang with an SDK root holding four
# small headers is enough (a type-check links nothing; clang brings stdint.h and stddef.h).
echo "== iOS (aarch64-apple-ios)"
empty_sdk=$(mktemp -d)
trap 'rm -rf "$empty_sdk"' EXIT
mkdir -p "$empty_sdk/usr/include"
cat >"$empty_sdk/usr/include/TargetConditionals.h" <<'HEADER'
#pragma once
#define TARGET_OS_MAC 1
#define TARGET_OS_IPHONE 1
#define TARGET_OS_IOS 1
#define TARGET_OS_OSX 0
#define TARGET_OS_SIMULATOR 0
#define TARGET_OS_WATCH 0
#define TARGET_OS_TV 0
HEADER
cat >"$empty_sdk/usr/include/string.h" <<'HEADER'
#pragma once
#include <stddef.h>
void *memcpy(void *, const void *, size_t);
void *memmove(void *, const void *, size_t);
void *memset(void *, int, size_t);
int memcmp(const void *, const void *, size_t);
HEADER
cat >"$empty_sdk/usr/include/stdlib.h" <<'HEADER'
#pragma once
#include <stddef.h>
void abort(void);
void *malloc(size_t);
void free(void *);
HEADER
cat >"$empty_sdk/usr/include/assert.h" <<'HEADER'
#pragma once
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
void __assert_rtn(const char *, const char *, int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_rtn(__func__, __FILE__, __LINE__, #e))
#endif
HEADER
SDKROOT="$empty_sdk" CC_aarch64_apple_ios=clang-19 AR_aarch64_apple_ios=llvm-ar-19 check aarch64-apple-ios
echo "check-phones: Android and iOS type-check cleanly"

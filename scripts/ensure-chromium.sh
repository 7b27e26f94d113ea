#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core; no tool downloads its own browser.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "[docshell] Chromium is missing: installing Debian's chromium package" >&2
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null

#!/usr/bin/env bash
# Runs the pinned pnpm without needing it installed globally (corepack fails on this machine kind):
# the first call installs it into .tools/ with npm, later calls reuse it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="$(node -p "require('$root/package.json').packageManager.split('@')[1]")"
bin="$root/.tools/node_modules/.bin/pnpm"
if [ ! -x "$bin" ] || [ "$("$bin" --version 2>/dev/null)" != "$version" ]; then
  echo "[docshell] installing pnpm $version into .tools/" >&2
  npm install --silent --no-audit --no-fund --prefix "$root/.tools" "pnpm@$version" >&2
fi
# turbo looks pnpm up on PATH.
export PATH="$root/.tools/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1
exec "$bin" "$@"

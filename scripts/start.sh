#!/usr/bin/env bash
# `npm start`: install, build the packages and the site, then serve the built site.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }
pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@docshell/site... --output-logs=errors-only
pnpm --filter @docshell/site run serve

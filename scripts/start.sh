#!/usr/bin/env bash
# `npm start`: install, build the packages and the site, then serve the built site.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }
pnpm install --frozen-lockfile
# A plain build has no ad network: this one points at the local fake network serve.mjs starts
# (unless VITE_AD_FEED_URL or VITE_AD_SCRIPT_URL configure a real one).
eval "$(node apps/site/scripts/fakeAdNetwork.mjs --exports)"
pnpm exec turbo run build --filter=@docshell/site... --output-logs=errors-only
pnpm --filter @docshell/site run serve

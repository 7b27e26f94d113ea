#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order a failure is cheapest to find.
# Unit tests, type check, lint, package checks, build, browser tests; then one closing line.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pnpm() { bash scripts/pnpm.sh "$@"; }
export CHROME_PATH="${CHROME_PATH:-$(command -v chromium || echo /usr/bin/chromium)}"
rm -rf .reports && mkdir -p .reports
# Each step's wall time goes to .reports/steps.txt; scripts/summary.mjs prints them at the end.
step() {
  local name="$1" started=$SECONDS
  shift
  "$@"
  echo "$name $((SECONDS - started))" >>.reports/steps.txt
}
# The browser tests exercise the feedback widget against an endpoint they intercept.
export VITE_FEEDBACK_URL="${VITE_FEEDBACK_URL:-/api/feedback}"
# They also drive every ad path through the local fake ad network: a plain build has none.
eval "$(node apps/site/scripts/fakeAdNetwork.mjs --exports)"

step chromium bash scripts/ensure-chromium.sh
export CHROME_PATH="$(command -v chromium || echo "$CHROME_PATH")"
step install pnpm install --frozen-lockfile
# The agent-friendly-docs checker, outside the workspace (it declares Node 22; it runs on 20.20).
step afdocs-install npm ci --prefix apps/site/tools/afdocs --no-audit --no-fund --loglevel=error
# ESLint and Prettier each keep one core busy: ESLint runs beside the three checks after it.
step lint pnpm run lint &
lint=$!
# If a check below fails, the script stops: ESLint must not go on running behind it.
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'kill_tree "$lint"' EXIT
step format pnpm run format:check
# No import cycles in the packages or the site (a cycle through a lazy import() cannot break
# module initialisation, so those edges are left out).
step cycles pnpm run check:cycles
# No unused file, export or dependency in the workspace (knip.ts says where each entry is).
step knip pnpm run check:knip
wait "$lint"
trap - EXIT
step build+typecheck pnpm exec turbo run build typecheck --output-logs=errors-only
step check:package pnpm exec turbo run check:package --log-prefix=none --output-logs=errors-only
# Packed tarballs: size limits and tree-shaking, then a fresh app outside the workspace.
step size pnpm run test:size
step unit pnpm exec turbo run test --log-prefix=none --concurrency=1
step browser pnpm exec turbo run e2e --log-prefix=none --concurrency=1
step consumer pnpm run test:consumer
echo "total $SECONDS" >>.reports/steps.txt
node scripts/summary.mjs

#!/usr/bin/env bash
# Runs every test: type check, unit and database tests, then the browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
npm run typecheck
npx vitest run

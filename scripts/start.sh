#!/usr/bin/env bash
# Starts the shop on the embedded defaults: installs, builds, then serves.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
export NODE_ENV="${NODE_ENV:-production}"
exec node build/server.js

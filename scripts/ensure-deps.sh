#!/usr/bin/env bash
# Installs node_modules when they are missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d node_modules ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then
  exit 0
fi
npm ci --no-audit --no-fund

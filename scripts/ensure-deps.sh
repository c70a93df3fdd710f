#!/usr/bin/env bash
# Installs node_modules when they are missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d node_modules ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then
  exit 0
fi
# A linked node_modules (a worktree sharing another checkout's) is that checkout's to install: `npm ci` would empty it
# through the link while the other checkout runs.
if [ -L node_modules ]; then
  echo "node_modules is a link to $(readlink node_modules): install there if it is out of date" >&2
  exit 0
fi
npm ci --no-audit --no-fund

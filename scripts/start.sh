#!/usr/bin/env bash
# Starts the shop on the embedded defaults: installs (when needed), builds, then serves.
# Works on a fresh clone; every setting can be overridden from the environment (see .env.example).
set -euo pipefail
cd "$(dirname "$0")/.."
export BUILD_DIR="${BUILD_DIR:-build}"
bash scripts/ensure-deps.sh
npm run build
export NODE_ENV="${NODE_ENV:-production}"
export PORT="${PORT:-3000}"
# A local .env (copied from .env.example) fills in settings the environment does not set.
env_file=()
[ -f .env ] && env_file=(--env-file=.env)
exec node "${env_file[@]}" "$BUILD_DIR/server.js"

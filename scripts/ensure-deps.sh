#!/usr/bin/env bash
# Installs node_modules when they are missing or older than package-lock.json.
# `npm ci` first; when the registry cannot serve every platform's optional packages, npm writes a
# lock without them and `npm ci` calls it out of sync, so fall back to `npm install --no-save`,
# which installs the same locked versions for this platform and leaves the lock untouched.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d node_modules ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then
  exit 0
fi
if ! npm ci --no-audit --no-fund; then
  echo "npm ci refused the lock file; installing the locked versions with npm install --no-save" >&2
  npm install --no-save --no-audit --no-fund
fi

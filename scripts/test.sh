#!/usr/bin/env bash
# Runs every test: lint (ESLint, Prettier, the import rules, declared packages, README length), type check, unit and
# database tests (PGlite, a throwaway PostgreSQL and, for the key-value store, a throwaway Redis behind
# an Upstash-compatible REST endpoint), build, each page's initial JavaScript against its budget, HTTP tests
# against the built server (on the database and the Upstash store), then the browser suite with JavaScript
# on and off.
# Every stage runs even when an earlier one failed (except those needing the build); the exit
# status is non-zero when any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export BUILD_DIR="${BUILD_DIR:-build}"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# --- what the tests need -------------------------------------------------------------------------
set -e
bash scripts/ensure-deps.sh
if [ ! -x /usr/bin/chromium ]; then
  echo "==> installing Debian chromium for Playwright"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation
fi
# The Nu HTML Checker (tests/http/html-validity.test.ts) is a Java program.
if ! command -v java >/dev/null; then
  echo "==> installing Debian default-jre-headless for the Nu HTML Checker"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends default-jre-headless
fi
# The quote PDF's tests read its text back with poppler's pdftotext.
if ! command -v pdftotext >/dev/null; then
  echo "==> installing Debian poppler-utils for the quote PDF's tests"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends poppler-utils
fi
# Two servers behind nginx (tests/http/two-servers.test.ts); the test runs it in the foreground on a port of its own.
if [ ! -x /usr/sbin/nginx ]; then
  echo "==> installing Debian nginx for the two-server test"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx
fi
set +e

failed=()
# One line per stage run (name, wall seconds, result), printed as a table when the script ends, however it ends.
timings=("$(printf '%-36s %7s  %s' "installs (npm ci, apt-get)" "$SECONDS" ok)")
stage() {
  local name="$1"
  shift
  printf '\n==> %s\n' "$name"
  local started=$SECONDS result=ok status=0
  running="$name" running_since=$SECONDS
  "$@" || { result=FAILED status=1; failed+=("$name"); }
  running=""
  printf '==> %s: %s (%ss)\n' "$name" "$result" "$((SECONDS - started))"
  timings+=("$(printf '%-36s %7s  %s' "$name" "$((SECONDS - started))" "$result")")
  return $status
}
print_timings() {
  [ ${#timings[@]} -gt 0 ] || return 0
  printf '\n%-36s %7s  %s\n' "stage" "seconds" "result"
  printf '%s\n' "${timings[@]}"
  [ -z "$running" ] || printf '%-36s %7s  %s\n' "$running" "$((SECONDS - running_since))" "interrupted"
  printf '%-36s %7s\n' "total" "$SECONDS"
}
running=""
trap print_timings EXIT
trap 'exit 130' INT TERM

stage "lint" npm run lint
stage "typecheck" npm run typecheck
# Database tests run on PGlite and, through with-postgres.sh, on a real PostgreSQL server; key-value
# store tests also on Upstash, through with-redis.sh.
stage "unit and database tests" bash scripts/with-postgres.sh bash scripts/with-redis.sh npm run test:unit
# The production build (HTTP tests) has no test-only pages; the browser tests run a build that does.
if stage "build" npm run build; then
  # Every page's initial JavaScript (files, bytes sent with Brotli and gzipped) within the budget of scripts/js-budget/budget.ts.
  stage "JavaScript budget" npm run --silent check:js-budget
  stage "HTTP tests (built server)" bash scripts/with-redis.sh npm run test:http
else
  failed+=("JavaScript budget and HTTP tests (skipped: no build)")
fi
test_build="${BUILD_DIR}-test"
if stage "test build (with test-only pages)" env TEST_ROUTES=true BUILD_DIR="$test_build" npm run build; then
  stage "browser tests (js, nojs)" env BUILD_DIR="$test_build" npm run test:e2e
else
  failed+=("browser tests (skipped: no test build)")
fi

echo
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "All tests passed."

#!/usr/bin/env bash
# Runs CMD... against a throwaway Redis server behind an Upstash-compatible REST endpoint
# (tests/support/upstash-rest-server.ts): TEST_UPSTASH_URL and TEST_UPSTASH_TOKEN point at it while CMD
# runs, and both servers and their files are gone afterwards. Exits with CMD's status.
# Usage: bash scripts/with-redis.sh npx vitest run app/services/kv
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 CMD..." >&2; exit 2; }
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v redis-server >/dev/null || ! command -v redis-cli >/dev/null; then
  echo "with-redis: installing Redis from the Debian packages" >&2
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

dir="$(mktemp -d -t with-redis.XXXXXX)"
redis_pid=""
rest_pid=""
cleanup() {
  [ -n "$rest_pid" ] && kill "$rest_pid" 2>/dev/null || true
  [ -n "$redis_pid" ] && kill "$redis_pid" 2>/dev/null || true
  [ -n "$rest_pid" ] && wait "$rest_pid" 2>/dev/null || true
  [ -n "$redis_pid" ] && wait "$redis_pid" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Waits until CHECK succeeds, at most 30 s.
wait_for() {
  local what="$1"
  shift
  for _ in $(seq 300); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "with-redis: $what did not start" >&2
  return 1
}

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --save "" --appendonly no --logfile "$dir/redis.log" &
redis_pid=$!
redis_ready() { [ "$(redis-cli -p "$port" ping 2>/dev/null)" = PONG ]; }
wait_for "redis-server" redis_ready || { cat "$dir/redis.log" >&2; exit 1; }

token="$(node -e 'console.log(require("crypto").randomBytes(24).toString("base64url"))')"
node_modules/.bin/tsx tests/support/upstash-rest-server.ts "redis://127.0.0.1:$port" "$token" "$dir/rest-url" &
rest_pid=$!
wait_for "the Upstash REST server" test -s "$dir/rest-url"

export TEST_UPSTASH_URL="$(cat "$dir/rest-url")"
export TEST_UPSTASH_TOKEN="$token"
echo "with-redis: Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) at 127.0.0.1:$port, Upstash REST at $TEST_UPSTASH_URL" >&2
status=0
"$@" || status=$?
exit "$status"

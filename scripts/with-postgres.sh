#!/usr/bin/env bash
# Runs CMD... against a throwaway PostgreSQL server: TEST_DATABASE_URL points at it while CMD runs,
# and the server and its files are gone afterwards. Exits with CMD's status.
# Usage: bash scripts/with-postgres.sh npx vitest run app/services/db
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 CMD..." >&2; exit 2; }

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin="$(find_bin)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "with-postgres: installing PostgreSQL from the Debian packages" >&2
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin="$(find_bin)"
fi

# initdb refuses to run as root: the cluster then belongs to the postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

dir="$(mktemp -d -t with-postgres.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres: "$dir"
cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2
status=0
"$@" || status=$?
exit "$status"

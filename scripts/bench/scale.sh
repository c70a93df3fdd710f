#!/usr/bin/env bash
# Scale figures for the catalogue imported in content/ (docs/benchmarks.md, "Scale: 50,000 products"):
# time from `node build/server.js` to /healthz and /readyz answering, resident memory after a few
# pages, and the sitemap index's and files' sizes. Twice: a first start on a new DATA_DIR (the search
# index filled after it), then a restart on the same DATA_DIR. Needs a build (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${PORT:-3999}"
base="http://127.0.0.1:$port"
data_dir="$(mktemp -d)"
server_log="$(mktemp)"
pid=""
ms() { date +%s%3N; }
rss() { awk "/$1/ {print int(\$2 / 1024)}" "/proc/$pid/status"; }
wait_for() { until curl -fs -o /dev/null "$base$1"; do kill -0 "$pid" || exit 1; sleep 0.05; done; }
stop() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi; pid=""; }
trap 'stop; rm -rf "$data_dir" "$server_log"' EXIT

# Another server on the port would answer for this one.
if curl -s -o /dev/null "$base/healthz"; then echo "port $port is taken: PORT=<another> bash $0" >&2; exit 1; fi

sitemap() {
  stats=$(curl -s -o /tmp/scale-sitemap.xml -w '%{http_code} %{time_total}s' "$base$1")
  printf '%-24s %s %s bytes, %s URLs\n' "$1" "$stats" "$(wc -c </tmp/scale-sitemap.xml)" "$(grep -o '<loc>' /tmp/scale-sitemap.xml | wc -l)"
}

run() {
  echo "== $1"
  start=$(ms)
  NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$data_dir" LOG_REQUESTS=false node build/server.js >"$server_log" 2>&1 &
  pid=$!
  wait_for /healthz
  echo "healthz after: $(($(ms) - start)) ms"
  wait_for /readyz
  echo "readyz after: $(($(ms) - start)) ms"
  # The start's and the fill's phases, in milliseconds, as the server logs them.
  grep -hoE '"(ms":\{[^}]*\}|indexes":[0-9]+,"ms":[0-9]+)' "$server_log" || true
  echo "RSS at ready: $(rss VmRSS) MB"

  # A seed product and category: the generated catalogue keeps the seed's products first.
  for path in / /products /es/productos "/products?q=relay" /products/22mm-nema-flush-push-button-black-1no-gcx1111-10 /category/22mm-nema-push-buttons /cart; do
    printf '%-40s %s\n' "$path" "$(curl -s -o /dev/null -w '%{http_code} %{time_total}s %{size_download} B' "$base$path")"
  done
  echo "RSS after pages: $(rss VmRSS) MB (peak $(rss VmHWM) MB)"

  # The index first, alone: its first answer computes every file (the page cache may keep it after).
  sitemap /sitemap.xml
  for loc in $(grep -o '<loc>[^<]*</loc>' /tmp/scale-sitemap.xml | sed -E 's|<loc>https?://[^/]+||; s|</loc>||'); do sitemap "$loc"; done
  echo "RSS after sitemaps: $(rss VmRSS) MB (peak $(rss VmHWM) MB)"
  # A search waits for the search index's fill: the restart then finds it complete.
  printf '%-40s %s\n' "/search?q=relay" "$(curl -s -o /dev/null -w '%{http_code} %{time_total}s' "$base/search?q=relay")"
  stop
}

run "first start (new DATA_DIR)"
run "restart (same DATA_DIR)"

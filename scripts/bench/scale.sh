#!/usr/bin/env bash
# Scale figures for the catalogue imported in content/ (docs/benchmarks.md, "Scale: 50,000 products"):
# time from `node build/server.js` to /healthz and /readyz answering, resident memory after a few
# pages, and the sitemap index's and files' sizes. Needs a build (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${PORT:-3999}"
base="http://127.0.0.1:$port"
data_dir="$(mktemp -d)"
ms() { date +%s%3N; }
wait_for() { until curl -fs -o /dev/null "$base$1"; do sleep 0.05; done; }

start=$(ms)
NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$data_dir" LOG_REQUESTS=false node build/server.js >/dev/null 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; rm -rf "$data_dir"' EXIT
wait_for /healthz
echo "healthz after: $(($(ms) - start)) ms"
wait_for /readyz
echo "readyz after: $(($(ms) - start)) ms"
echo "RSS at ready: $(awk '/VmRSS/ {print int($2 / 1024)}' /proc/$pid/status) MB"

# A seed product and category: the generated catalogue keeps the seed's products first.
for path in / /products /es/productos "/products?q=relay" /products/22mm-nema-flush-push-button-black-1no-gcx1111-10 /category/22mm-nema-push-buttons /cart; do
  printf '%-40s %s\n' "$path" "$(curl -s -o /dev/null -w '%{http_code} %{time_total}s %{size_download} B' "$base$path")"
done
echo "RSS after pages: $(awk '/VmRSS/ {print int($2 / 1024)}' /proc/$pid/status) MB (peak $(awk '/VmHWM/ {print int($2 / 1024)}' /proc/$pid/status) MB)"

# The index first, alone: its first answer computes every file (the page cache may keep it after).
sitemap() {
  stats=$(curl -s -o /tmp/scale-sitemap.xml -w '%{http_code} %{time_total}s' "$base$1")
  printf '%-24s %s %s bytes, %s URLs\n' "$1" "$stats" "$(wc -c </tmp/scale-sitemap.xml)" "$(grep -o '<loc>' /tmp/scale-sitemap.xml | wc -l)"
}
sitemap /sitemap.xml
for loc in $(grep -o '<loc>[^<]*</loc>' /tmp/scale-sitemap.xml | sed -E 's|<loc>https?://[^/]+||; s|</loc>||'); do sitemap "$loc"; done
echo "RSS after sitemaps: $(awk '/VmRSS/ {print int($2 / 1024)}' /proc/$pid/status) MB (peak $(awk '/VmHWM/ {print int($2 / 1024)}' /proc/$pid/status) MB)"

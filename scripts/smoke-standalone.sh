#!/usr/bin/env bash
# Starts the standalone server from the last build, checks /api/health and /, then stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

standalone=.next/standalone
[ -f "$standalone/server.js" ] || { echo "smoke: no standalone build; run 'npm run build' first" >&2; exit 1; }
# The standalone folder ships without static assets; a deployment copies them in the same way.
rm -rf "$standalone/public" "$standalone/.next/static"
[ -d public ] && cp -r public "$standalone/public"
cp -r .next/static "$standalone/.next/static"

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
data_dir=$(mktemp -d)
log=$(mktemp)
PORT=$port HOSTNAME=127.0.0.1 DATA_DIR="$data_dir" node "$standalone/server.js" >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data_dir" "$log"' EXIT

for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 $server 2>/dev/null || { cat "$log"; echo "smoke: the server exited" >&2; exit 1; }
  sleep 0.5
done

passed=0
failed=0
check() {
  local name=$1 path=$2 expect=$3
  if curl -fsS "http://127.0.0.1:$port$path" | grep -q "$expect"; then
    passed=$((passed + 1)); echo "  ✓ standalone $name"
  else
    failed=$((failed + 1)); echo "  ✗ standalone $name"
  fi
}
check "GET /api/health" /api/health '"status":"ok"'
check "GET / (public header)" / 'Take Questionnaire'
check "GET a static asset" "$(curl -fsS "http://127.0.0.1:$port/" | grep -o '/_next/static/[^"]*\.css' | head -1)" '.'

echo "smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || { cat "$log"; exit 1; }

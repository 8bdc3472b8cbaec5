#!/usr/bin/env bash
# Starts the last build the way `npm start` does, checks /api/health, / and a static asset, then stops it.
# NODE_BIN picks the Node.js binary (default: node on the PATH), so CI checks more than one Node.js version.
set -euo pipefail
cd "$(dirname "$0")/.."
node_bin=${NODE_BIN:-node}

[ -f .next/standalone/server.js ] || { echo "smoke: no standalone build; run 'npm run build' first" >&2; exit 1; }

port=$("$node_bin" -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
data_dir=$(mktemp -d)
log=$(mktemp)
# Configured as a deployment is (SITE_URL set), so that the start has nothing to warn about.
DATA_DIR="$data_dir" SITE_URL="http://127.0.0.1:$port" "$node_bin" scripts/start.mjs -p "$port" -H 127.0.0.1 >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data_dir" "$log"' EXIT

# A first start creates and migrates the database: up to two minutes, as the end-to-end tests' servers get, since CI
# runs this check under two Node.js versions at once, beside the static checks.
for _ in $(seq 1 240); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 $server 2>/dev/null || { cat "$log"; echo "smoke: the server exited" >&2; exit 1; }
  sleep 0.5
done

passed=0
failed=0
check() {
  local name=$1 path=$2 expect=$3
  if curl -fsS "http://127.0.0.1:$port$path" | grep -q "$expect"; then
    passed=$((passed + 1)); echo "  ✓ $name"
  else
    failed=$((failed + 1)); echo "  ✗ $name"
  fi
}
version=$("$node_bin" --version)
check "Node.js $version: GET /api/health" /api/health '"status":"ok"'
check "Node.js $version: GET / (public header)" / 'Take Questionnaire'
check "Node.js $version: GET a static asset" "$(curl -fsS "http://127.0.0.1:$port/" | grep -o '/_next/static/[^"]*\.css' | head -1)" '.'
# next start warns that it "does not work" with a standalone build; npm start must not print that (or any ⚠).
if grep -qE 'does not work|⚠' "$log"; then
  failed=$((failed + 1)); echo "  ✗ Node.js $version: the start printed a warning"; grep -E 'does not work|⚠' "$log"
else
  passed=$((passed + 1)); echo "  ✓ Node.js $version: the start printed no warning"
fi

echo "smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || { cat "$log"; exit 1; }

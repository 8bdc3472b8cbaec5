#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1 for the data-layer tests (installed from Debian when missing).
# Source it: it exports TEST_DATABASE_URL and REQUIRE_POSTGRES_TESTS, and `stop_ci_postgres` stops the server.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update
  apt-get install -y --no-install-recommends postgresql
fi
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
pg_dir=$(mktemp -d)
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# PostgreSQL refuses to run as root: run it as the postgres user, which owns the throw-away folder.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --encoding=UTF8 >/dev/null
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-h 127.0.0.1 -p $pg_port -k $pg_dir -c fsync=off" start >/dev/null

stop_ci_postgres() {
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
export REQUIRE_POSTGRES_TESTS=1
echo "PostgreSQL for the data-layer tests on 127.0.0.1:$pg_port"

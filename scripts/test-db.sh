#!/usr/bin/env bash
# Database tests on a real PostgreSQL 15 (the version family hosted Supabase runs):
#   1. a throw-away server: initdb into a temp dir (as the `postgres` user when
#      run as root: initdb refuses root), unix socket only, no TCP;
#   2. supabase/local/platform.sql (what Supabase provides), pgTAP, then every
#      migration in name order, each in one transaction, as `supabase db reset` does;
#   3. pg_prove over supabase/tests/*.sql (the RLS and grants matrix, functions);
#   4. supabase/seed.sql on a second database: the demo data must load on 15 too;
#   5. the Vitest `db` project: the migrations and RLS cases on PGlite, the seed,
#      and the quota race on PGlite and against this server, where 20
#      connections really run at once.
# The server is stopped and its files removed on exit, whatever happens.
# Usage: bash scripts/test-db.sh [pg_prove options, e.g. -v]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

source scripts/lib/system-packages.sh
require_debian_packages postgresql-15 postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl

PG_BIN=/usr/lib/postgresql/15/bin
PORT=${TEST_DB_PORT:-54329}
DB_NAME=prospectory_test
TMP=$(mktemp -d -t prospectory-db.XXXXXX)
DATA=$TMP/data
SOCKETS=$TMP/sockets
mkdir -p "$DATA" "$SOCKETS"

# Run a server-side binary as the cluster owner: `postgres` when we are root.
if [ "$(id -u)" -eq 0 ]; then
  chown -R postgres:postgres "$TMP"
  chmod 700 "$TMP"
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

cleanup() {
  local status=$?
  if [ -f "$DATA/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
  exit "$status"
}
trap cleanup EXIT INT TERM

echo "Starting PostgreSQL 15 in $TMP"
as_owner "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 ||
  { cat "$TMP/initdb.log" >&2; exit 1; }
# listen_addresses='' : unix socket in our own directory only, so the port can
# never clash with another server and nothing is reachable from the network.
as_owner "$PG_BIN/pg_ctl" -D "$DATA" -l "$TMP/server.log" -w -t 30 \
  -o "-c listen_addresses='' -c unix_socket_directories='$SOCKETS' -p $PORT -c fsync=off -c max_connections=50" \
  start >/dev/null ||
  { cat "$TMP/server.log" >&2; exit 1; }

export PGHOST=$SOCKETS PGPORT=$PORT PGUSER=postgres
# pgTAP output only: no NOTICEs such as "extension already exists".
export PGOPTIONS="-c client_min_messages=warning"
psql_quiet() { psql -X -q -v ON_ERROR_STOP=1 "$@"; }

shopt -s nullglob
migrations=(supabase/migrations/*.sql)
if [ ${#migrations[@]} -eq 0 ]; then
  echo "error: no migrations in supabase/migrations" >&2
  exit 1
fi

# A fresh database with what Supabase provides, then every migration in name
# order, each in one transaction (a failing one leaves nothing half-applied).
create_schema_database() {
  local db=$1
  psql_quiet -d postgres -c "create database $db"
  psql_quiet -d "$db" -f supabase/local/platform.sql
  local file
  for file in "${migrations[@]}"; do
    psql_quiet -d "$db" --single-transaction -f "$file" || { echo "error: migration $file failed" >&2; return 1; }
  done
}

echo "Applying supabase/local/platform.sql and ${#migrations[@]} migrations"
create_schema_database "$DB_NAME"
psql_quiet -d "$DB_NAME" -c 'create extension if not exists pgtap'
export PGDATABASE=$DB_NAME

tests=(supabase/tests/*.sql)
if [ ${#tests[@]} -eq 0 ]; then
  echo "error: no pgTAP tests in supabase/tests" >&2
  exit 1
fi
echo "Running pgTAP: ${#tests[@]} files"
# Serial on purpose: 000_test_helpers.sql installs the helpers the others use.
pg_prove --ext .sql "$@" "${tests[@]}"

# The demo seed must run on PostgreSQL 15 too (the local stack runs it on
# PGlite); a database of its own keeps the pgTAP fixtures exact.
if [ -f supabase/seed.sql ]; then
  echo "Applying supabase/seed.sql on PostgreSQL 15 (database ${DB_NAME}_seed)"
  create_schema_database "${DB_NAME}_seed"
  psql_quiet -d "${DB_NAME}_seed" --single-transaction -f supabase/seed.sql ||
    { echo "error: supabase/seed.sql failed on PostgreSQL 15" >&2; exit 1; }
else
  echo "No supabase/seed.sql yet: seed check not run."
fi

echo "Running the Vitest database project: the same migrations on PGlite, the seed, and the quota race on PGlite and on this PostgreSQL 15"
export TEST_DATABASE_URL="postgresql://postgres@localhost/$DB_NAME?host=$SOCKETS&port=$PORT"
(cd "$ROOT" && npx vitest run --project db)

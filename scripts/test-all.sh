#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest (typecheck -> lint ->
# format -> unit -> database -> functions -> build -> browser). Stops at the
# first failing suite; a suite that cannot run fails, it is never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  local name=$1
  shift
  local started=$SECONDS
  echo
  echo "==> $name"
  "$@"
  echo "<== $name passed in $((SECONDS - started)) s"
}

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "format" npm run --silent format:check
step "unit and component tests (vitest)" npm run --silent test:unit
step "database tests (PostgreSQL 15 + pgTAP)" npm run --silent test:db
step "edge functions (deno check + tests)" npm run --silent test:functions
step "build" npm run --silent build
step "browser journeys (Playwright + Chromium)" npm run --silent test:e2e
echo
echo "All suites passed in $SECONDS s."

#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest (typecheck, lint and
# format together -> unit -> database and functions together -> build -> browser). Stops at
# the first failing suite; a suite that cannot run fails, it is never skipped.
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

# Suites side by side: the static checks are single-threaded, and the database and
# function tests spend much of their time waiting (Postgres, servers, timers), so on
# 2 cores each pair takes little more than its longest. Outputs print whole, in order.
together() {
  local dir
  dir=$(mktemp -d)
  local names=() pids=() i=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    local script=$2
    shift 2
    (step "${names[$i]}" npm run --silent "$script") >"$dir/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  local failed=0
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
  return $failed
}

together "typecheck" typecheck "lint" lint "format" format:check
step "unit and component tests (vitest)" npm run --silent test:unit
together "database tests (PostgreSQL 15 + pgTAP)" test:db "edge functions (deno check + tests)" test:functions
step "build" npm run --silent build
step "browser journeys (Playwright + Chromium)" npm run --silent test:e2e
echo
echo "All suites passed in $SECONDS s."

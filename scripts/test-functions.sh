#!/usr/bin/env bash
# Edge functions: type-check every entry point as Deno will run it, run the tests of the
# code that differs by runtime under Deno (*.deno.test.ts: the crawler's connector), then
# run the handlers' tests in Node (vitest project "functions"), where the same handler.ts
# code runs. Tests that need a stack, a stand-in or a fixture live in tests/functions/.
set -euo pipefail
cd "$(dirname "$0")/.."

export DENO_NO_UPDATE_CHECK=1
# A project-local cache: no writes to $HOME, and `npm:` packages come from the npm registry.
export DENO_DIR="${DENO_DIR:-$PWD/.data/deno}"
mkdir -p "$DENO_DIR"

shopt -s nullglob
entries=(supabase/functions/*/index.ts)
if ((${#entries[@]} == 0)); then
  echo "No edge functions found." >&2
  exit 1
fi

echo "deno check: ${entries[*]}"
npx --no-install deno check --config supabase/functions/deno.json "${entries[@]}"

shopt -s globstar
deno_tests=(supabase/functions/**/*.deno.test.ts tests/functions/**/*.deno.test.ts)
if ((${#deno_tests[@]} == 0)); then
  echo "No Deno tests found." >&2
  exit 1
fi
echo "deno test: ${deno_tests[*]}"
# Loopback only: the tests' servers, and nothing else.
npx --no-install deno test --config supabase/functions/deno.json --allow-net=127.0.0.1 \
  "${deno_tests[@]}"

echo "vitest: supabase/functions, tests/functions, tests/enrich"
npx --no-install vitest run --project functions

#!/usr/bin/env bash
# Edge functions: type-check every entry point as Deno will run it, then run the handlers'
# tests in Node (vitest project "functions"), where the same handler.ts code runs.
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

echo "vitest: supabase/functions"
npx --no-install vitest run --project functions

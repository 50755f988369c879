#!/usr/bin/env bash
# `npm run bench`: every tests/bench/*.bench.ts in turn (name order), each in its own
# process; fails if any one fails, after running them all.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for bench in tests/bench/*.bench.ts; do
  echo "=== $bench"
  npx --no-install tsx "$bench" || status=1
done
exit $status

#!/usr/bin/env bash
# Browser journeys: Playwright drives Debian's Chromium against the app and a
# fresh local Supabase stack (playwright.config.ts starts both on test ports), then the
# live-mode journey against the stand-in Places API and sites (playwright.live.config.ts).
# Arguments go to the main suite only.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-packages.sh
require_debian_packages chromium fonts-dejavu-core
npx playwright test "$@"
exec npx playwright test --config playwright.live.config.ts

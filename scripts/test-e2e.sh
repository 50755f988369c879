#!/usr/bin/env bash
# Browser journeys: Playwright drives Debian's Chromium against the app and a
# fresh local Supabase stack (playwright.config.ts starts both on test ports).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-packages.sh
require_debian_packages chromium fonts-dejavu-core
exec npx playwright test "$@"

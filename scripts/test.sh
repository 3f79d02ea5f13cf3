#!/usr/bin/env bash
# `npm test`: every check and test. Static checks, then unit, integration (DynamoDB Local) and
# infrastructure tests, then browser tests on the app exactly as `npm start` serves it.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-prerequisites.sh
npm run check
npm run build
vitest run
vitest run --config test/e2e/vitest.config.ts

#!/usr/bin/env bash
# `npm test`: every check and test suite, in order. Keeps going after a failure so that one run
# shows everything, and ends with ONE line that CI reads (printed by summarize-tests.mjs):
#   tests: N passed, N failed, N skipped
# Exit code: 0 when nothing failed, 1 otherwise.
set -uo pipefail # no -e: a failing step is recorded, not fatal

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

failed_checks=() # checks that are not test suites (typecheck, lint, ...): 1 failed each

# step NAME COMMAND...: runs COMMAND under a heading; returns its exit code.
step() {
  local name=$1
  shift
  printf '\n==> %s: %s\n' "$name" "$*"
  "$@"
  local code=$?
  if ((code != 0)); then printf '==> %s FAILED (exit code %d)\n' "$name" "$code"; fi
  return "$code"
}

# check NAME COMMAND...: a step whose failure counts as one failed test; returns its exit code.
check() {
  local code=0
  step "$@" || code=$?
  if ((code != 0)); then failed_checks+=("$1"); fi
  return "$code"
}

check chromium bash scripts/ensure-chromium.sh
if [[ ! -d node_modules ]]; then
  check install npm ci
fi
check typecheck tsc --noEmit
check lint eslint . --max-warnings=0
check format prettier --check .

# Old reports must not be mistaken for this run's.
rm -rf reports
mkdir -p reports

step unit vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest_exit=$?

# The e2e tests run against this production build (vite preview serves dist/).
rm -rf dist
if check build vite build; then
  # The embeddable library (dist-lib/, a package with its types): e2e/embedding.spec.ts loads it,
  # e2e/package-host.spec.ts packs and installs it as a console would.
  rm -rf dist-lib
  check build-lib npm run build:lib
  # The JSON reporter's file name is resolved from the config's folder, the repository root.
  PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json \
    step e2e playwright test --reporter=list,json
  playwright_exit=$?
else
  printf '\n==> e2e: not run, as there is no build (its missing report counts as 1 failed)\n'
  playwright_exit=
fi

printf '\n==> summary\n'
summary_args=(--vitest reports/vitest.json --vitest-exit "$vitest_exit")
summary_args+=(--playwright reports/playwright.json)
if [[ -n "$playwright_exit" ]]; then summary_args+=(--playwright-exit "$playwright_exit"); fi
for name in "${failed_checks[@]}"; do summary_args+=(--failed-check "$name"); done

summary=$(node scripts/summarize-tests.mjs "${summary_args[@]}")
summary_exit=$?
printf '%s\n' "$summary"
if [[ "$(tail -n 1 <<<"$summary")" != tests:* ]]; then
  # The summarizer itself crashed (its error is above): still end with a line CI can read.
  echo 'tests: 0 passed, 1 failed, 0 skipped'
  exit 1
fi
exit "$summary_exit"

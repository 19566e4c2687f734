#!/usr/bin/env bash
# One command runs every check (ARCHITECTURE.md habit 12): lint, typecheck, unit and server suites,
# the server suite again on PostgreSQL when TEST_DATABASE_URL is set, the web build, then the browser suite.
# Fails fast: the first failing stage stops the run. The last line printed is always
# "Summary: N passed, N failed", counting tests across the suites that ran.
set -uo pipefail

cd "$(dirname "$0")/.."
REPORTS="$(mktemp -d "${TMPDIR:-/tmp}/lintel-test-XXXXXX")"
trap 'rm -rf "$REPORTS"' EXIT

passed=0
failed=0
stage_no=0
stage_total=6
run_started=$SECONDS

header() {
  stage_no=$((stage_no + 1))
  printf '\n==> [%d/%d] %s\n' "$stage_no" "$stage_total" "$1"
}

summary() {
  printf '\nTotal time: %ds\n' "$((SECONDS - run_started))"
  printf 'Summary: %d passed, %d failed\n' "$passed" "$failed"
}

# Adds the counts of a vitest JSON report ($1) to the totals; prints what it added.
count_vitest() {
  local counts
  counts="$(node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    // A test file that fails to load reports no failed test: count it as one failure of its own.
    const brokenFiles = (r.testResults ?? []).filter(
      (f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"),
    ).length;
    console.log(`${r.numPassedTests ?? 0} ${(r.numFailedTests ?? 0) + brokenFiles}`);
  ' "$1" 2>/dev/null)" || return 1
  add_counts "$counts"
}

# Adds the counts of a Playwright JSON report ($1): flaky tests passed on retry and count as passed.
count_playwright() {
  local counts
  counts="$(node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).stats ?? {};
    console.log(`${(s.expected ?? 0) + (s.flaky ?? 0)} ${s.unexpected ?? 0}`);
  ' "$1" 2>/dev/null)" || return 1
  add_counts "$counts"
}

add_counts() {
  local p f
  read -r p f <<<"$1"
  passed=$((passed + p))
  failed=$((failed + f))
  printf -- '--- %d passed, %d failed\n' "$p" "$f"
}

# Stops the run after a failing stage; a stage that failed before reporting any test counts as one failure.
fail_stage() {
  local name="$1" before="$2"
  [ "$failed" -eq "$before" ] && failed=$((failed + 1))
  printf '\nFAILED: %s\n' "$name"
  summary
  exit 1
}

# ---------------------------------------------------------------------------------------------------
header 'lint (eslint . --max-warnings=0)'
before=$failed
npx eslint . --max-warnings=0 || fail_stage lint "$before"
echo '--- lint clean'

# ---------------------------------------------------------------------------------------------------
header 'typecheck (tsc --noEmit -p, each workspace)'
before=$failed
bash scripts/typecheck.sh || fail_stage typecheck "$before"

# ---------------------------------------------------------------------------------------------------
header 'unit and server suites (vitest run, every project)'
before=$failed
npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
status=$?
count_vitest "$REPORTS/vitest.json" || echo '--- (no vitest report written)'
[ "$status" -eq 0 ] || fail_stage vitest "$before"

# ---------------------------------------------------------------------------------------------------
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  header "server suite on PostgreSQL (npm run test:pg -w apps/api, ${TEST_DATABASE_URL%%@*}@...)"
  before=$failed
  npm run test:pg -w apps/api -- --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pg.json"
  status=$?
  count_vitest "$REPORTS/vitest-pg.json" || echo '--- (no vitest report written)'
  [ "$status" -eq 0 ] || fail_stage 'server suite on PostgreSQL' "$before"
else
  header 'server suite on PostgreSQL: skipped (TEST_DATABASE_URL is not set)'
fi

# ---------------------------------------------------------------------------------------------------
header 'web build (npm run build)'
before=$failed
npm run build || fail_stage 'web build' "$before"

# ---------------------------------------------------------------------------------------------------
header 'browser suite (Playwright, Chromium)'
before=$failed
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/playwright.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json
status=$?
count_playwright "$REPORTS/playwright.json" || echo '--- (no Playwright report written)'
[ "$status" -eq 0 ] || fail_stage 'browser suite' "$before"

summary

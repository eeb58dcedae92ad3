#!/usr/bin/env node
// Prints one closing line, `tests: N passed, N failed, N skipped`, from the JSON reports of
// Vitest and Playwright plus the checks that failed before them. CI reads that line (and the
// exit code), not the runners' own summaries. Exit code: 1 when anything failed, else 0.
//
// Usage: node scripts/summarize-tests.mjs [--vitest FILE] [--vitest-exit CODE]
//          [--playwright FILE] [--playwright-exit CODE] [--failed-check NAME]...
//
// Counting:
//   vitest      passed numPassedTests, failed numFailedTests, skipped numPendingTests + numTodoTests;
//               plus 1 failed per test file that failed with no failing test in it (an import
//               error, a failing beforeAll).
//   playwright  passed stats.expected, failed stats.unexpected + stats.flaky (a test that needed
//               a retry is not reliable, and retries are off anyway), skipped stats.skipped;
//               plus 1 failed per top-level error (web server did not start, a spec file does
//               not compile, no tests found).
//   a report that is missing or unreadable (its step crashed or did not run): 1 failed.
//   a runner that exited non-zero while its report shows no failure: 1 failed.
//   each --failed-check (typecheck, lint, format, build, ...): 1 failed.
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    vitest: { type: 'string' },
    'vitest-exit': { type: 'string' },
    playwright: { type: 'string' },
    'playwright-exit': { type: 'string' },
    'failed-check': { type: 'string', multiple: true, default: [] },
  },
})

/** @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Count */

/** @returns {Count} */
function fromVitest(report) {
  const count = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: [],
  }
  for (const file of report.testResults ?? []) {
    const failingTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    if (file.status === 'failed' && failingTests.length === 0) {
      count.failed += 1
      count.notes.push(`${file.name} failed outside its tests: ${firstLine(file.message)}`)
    }
  }
  if (report.success === false && count.failed === 0) {
    count.failed = 1
    count.notes.push('the run is marked unsuccessful without a failing test')
  }
  return count
}

/** @returns {Count} */
function fromPlaywright(report) {
  const stats = report.stats ?? {}
  const errors = report.errors ?? []
  const count = {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
    notes: errors.map((e) => `error: ${firstLine(e.message ?? e.value)}`),
  }
  if (stats.flaky) count.notes.push(`${stats.flaky} flaky test(s) counted as failed`)
  return count
}

/** @returns {Count} */
function summarize(name, file, exitCode, read) {
  if (!file) return { passed: 0, failed: 0, skipped: 0, notes: [] }
  let count
  if (!existsSync(file)) {
    count = oneFailure(`no report at ${file}`)
  } else {
    try {
      count = read(JSON.parse(readFileSync(file, 'utf8')))
    } catch (error) {
      count = oneFailure(`unreadable report ${file}: ${firstLine(String(error))}`)
    }
  }
  if (exitCode !== undefined && exitCode !== '0' && count.failed === 0) {
    count.failed = 1
    count.notes.push(`exited with code ${exitCode} although its report shows no failure`)
  }
  const line = `${name}: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`
  console.log([line, ...count.notes.map((note) => `  ${note}`)].join('\n'))
  return count
}

/** @returns {Count} */
function oneFailure(note) {
  return { passed: 0, failed: 1, skipped: 0, notes: [`${note} (counted as 1 failed)`] }
}

function firstLine(text) {
  // Strip ANSI colours: reports keep the runners' terminal output.
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return plain.trim().split('\n')[0] ?? ''
}

const counts = [
  summarize('unit (vitest)', args.vitest, args['vitest-exit'], fromVitest),
  summarize('e2e (playwright)', args.playwright, args['playwright-exit'], fromPlaywright),
]
const failedChecks = args['failed-check']
if (failedChecks.length > 0) {
  console.log(`failed checks (1 failed each): ${failedChecks.join(', ')}`)
}

const total = (key) => counts.reduce((sum, count) => sum + count[key], 0)
const passed = total('passed')
const failed = total('failed') + failedChecks.length
const skipped = total('skipped')
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exitCode = failed > 0 ? 1 : 0

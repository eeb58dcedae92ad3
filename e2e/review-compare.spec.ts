import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from './support/fixtures'
import { realistic, SAMPLE_GAMES } from './support/sample'
import { OUT_MARKER } from '../scripts/review-out.ts'

/*
 * A release reviewer runs `npm run review -- --compare <last review>`: the pack gains a
 * "Changes since <date>" page and the counts beside each tab, and a file that cannot be compared
 * with stops the run before anything is built. The script builds the app itself (about 15 s).
 */

const ROOT = resolve(import.meta.dirname, '..')
const GAME = SAMPLE_GAMES.realistic
const ASOF = '2026-11-01T12:00:00Z'

test.describe.configure({ timeout: 180_000 })

/** Runs the review script; its exit code and output. */
function review(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/review.ts', '--game', GAME, '--asof', ASOF, ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

/** The last review's snapshot.json, as it was a week earlier: the lists before some changes. */
function earlierSnapshot(gameId: string = GAME, name = 'Space Raiders') {
  // The newest build was not there yet a week earlier: it was added since.
  const [, finished, ...rest] = realistic.builds
  const builds = [
    { ...finished!, complete: !finished!.complete },
    ...rest,
    { ...rest[0]!, build_id: 'b-deleted', display_name: 'deleted <i>build</i>' },
  ]
  return JSON.stringify({
    snapshot: 1,
    game: { id: gameId, name },
    exported_at: '2026-10-25T09:31:00.000Z',
    fetched_at: '2026-10-25T09:30:00.000Z',
    builds,
    sites: realistic.sites,
    custom_avatars: realistic.avatars,
  })
}

let dir: string
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'review-compare-'))
})
test.afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('--compare with the last review in the same folder adds "Changes since" and the counts', async ({
  page,
}) => {
  // The last review's folder: its snapshot, and the mark a review leaves on a folder it made.
  writeFileSync(join(dir, 'snapshot.json'), earlierSnapshot())
  writeFileSync(join(dir, OUT_MARKER), '')
  const dashboard = 'https://dashboard.example.com/ops/'
  const run = await review(['--out', dir, '--compare', dir, '--dashboard', dashboard])
  expect(run.stderr).not.toContain('review:')
  expect(run.code).toBe(0)
  expect(run.stdout).toContain('Changes since 2026-10-25 09:30 UTC')
  expect(run.stdout).toMatch(/builds +1 added · 1 removed · 1 changed/)

  // The folder's snapshot is now today's lists: the next review compares with this one.
  const saved = JSON.parse(readFileSync(join(dir, 'snapshot.json'), 'utf8')) as {
    builds: unknown[]
  }
  expect(saved.builds).toHaveLength(realistic.builds.length)

  await page.goto(pathToFileURL(join(dir, 'index.html')).href)
  await expect(
    page.getByRole('link', { name: 'Builds (1 added · 1 removed · 1 changed)' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Changes since 2026-10-25 09:30 UTC' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Changes since 2026-10-25 09:30 UTC',
  )
  const builds = page.locator('section#builds')
  await expect(builds.getByRole('heading', { level: 2 })).toHaveText(
    'Builds 1 added · 1 removed · 1 changed',
  )
  const [added, removed, changed] = [
    'Added: 1',
    'Removed (last known values): 1',
    'Changed: 1',
  ].map((name) =>
    builds.getByRole('heading', { name }).locator('xpath=following-sibling::table[1]'),
  )
  await expect(added!.getByRole('row')).toHaveCount(2)
  await expect(added!).toContainText(realistic.builds[0]!.build_id)
  // The added build's name opens the dashboard --dashboard named, at that build.
  const { build_id: addedId, display_name: addedName } = realistic.builds[0]!
  const item = new URLSearchParams({ game: GAME, tab: 'builds', item: addedId })
  await expect(added!.getByRole('link', { name: addedName, exact: true })).toHaveAttribute(
    'href',
    `${dashboard}?${item.toString()}`,
  )
  await expect(removed!.getByRole('link')).toHaveCount(0)
  // Shown as text, as the file had it.
  await expect(removed!).toContainText('deleted <i>build</i>')
  const finished = realistic.builds[1]!
  await expect(changed!).toContainText(
    `complete: ${finished.complete ? 'not complete → complete' : 'complete → not complete'}`,
  )
  await expect(page.locator('section#sites')).toContainText('0 added · 0 removed · 0 changed')
})

test('a snapshot of another game stops the review before anything is built or replaced', async () => {
  const other = join(dir, 'other.json')
  writeFileSync(other, earlierSnapshot(SAMPLE_GAMES.large, 'Load Test'))
  writeFileSync(join(dir, 'index.html'), 'the last review')
  const run = await review(['--out', dir, '--compare', other])
  expect(run.code).toBe(1)
  expect(run.stderr.trim()).toBe(
    `review: --compare: “other.json” is a snapshot of “Load Test” (${SAMPLE_GAMES.large}), not of game ${GAME}. Choose a snapshot of this game, or open that game to compare with it.`,
  )
  expect(run.stdout).not.toContain('Building the app')
  expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('the last review')
  expect(existsSync(join(dir, 'changes.html'))).toBe(false)
})

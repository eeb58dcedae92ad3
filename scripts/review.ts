/**
 * `npm run review -- --game <id> [--api <url>] [--out <dir>] [--compare <earlier>] [--dashboard <url>]`: every tab
 * of a game, light and dark, every row, as PNGs plus an index.html with the totals and a
 * snapshot.json of the lists, for a release review; with --compare, a changes.html against an
 * earlier review. All captures show one instant (the review's start, or --asof). See --help and
 * docs/release-review.md.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HELP, parseReviewArgs, type ReviewOptions } from './review-args.ts'
import { listKindNames } from '../src/model/list-kinds.ts'
import { TOKEN_STORAGE_KEY } from '../src/features/settings/token-store.ts'
import { CHART_PREFERENCE_KEY } from '../src/features/chart/chart-key.ts'
import {
  captureOverview,
  captureTab,
  TABS,
  type OverviewCapture,
  type TabCapture,
  type Theme,
} from './review-capture.ts'
import { buildIndexHtml, type TabReview } from './review-index.ts'
import { outProblem, prepareOut } from './review-out.ts'
import { writePackFiles } from './review-pack.ts'
import { fetchLists, readCompareSource, type CompareSource } from './review-snapshot.ts'
import { startReviewServer } from './review-server.ts'
import { unreachable } from './review-request.ts'
import { readStdinToken } from './review-token.ts'
import { launchChromium } from './chromium.ts'

function fail(message: string): never {
  console.error(`review: ${message}`)
  process.exit(1)
}

/**
 * The standalone page, frozen at `asof` and in UTC. Not `embed=1`: embedded, the table keeps a
 * height of its own, and a review page grows the window until every row of a page shows.
 */
function pageUrl(base: string, { game, asof }: ReviewOptions, tab: string): string {
  const params = new URLSearchParams({ game, tab, asof, tz: 'UTC' })
  return `${base}/?${params.toString()}`
}

/** Chromium and the Noto fonts that draw every script's names; the check explains what is missing. */
function ensureChromium() {
  const script = fileURLToPath(new URL('ensure-chromium.sh', import.meta.url))
  const { status } = spawnSync('bash', [script], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (status !== 0) fail('Chromium or its fonts are missing (see the line above).')
}

async function review(options: ReviewOptions) {
  // Read before anything else: a bad file fails at once, and an earlier review in --out is read
  // before its files are replaced.
  let earlier: CompareSource | undefined
  if (options.compare) {
    try {
      earlier = readCompareSource(options.compare, options.game)
    } catch (error) {
      fail((error as Error).message)
    }
    for (const note of earlier.meta.notes) console.log(`Note: ${note}`)
  }
  const out = resolve(options.out)
  // A folder the review may not write into fails at once; it is emptied only once all is ready.
  const problem = outProblem(out)
  if (problem) fail(problem)
  ensureChromium()
  if (options.api) {
    const reason = await unreachable(options.api)
    if (reason) fail(`the API at ${options.api} cannot be reached (${reason}); check --api.`)
  }
  prepareOut(out)
  console.log(`Building the app and reviewing game ${options.game} as of ${options.asof}…`)
  const server = await startReviewServer(options.api)
  const browser = await launchChromium()
  const captures: Record<Theme, TabCapture[]> = { light: [], dark: [] }
  const overview: Partial<Record<Theme, OverviewCapture>> = {}
  let fetched: Awaited<ReturnType<typeof fetchLists>> | undefined
  try {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        colorScheme: theme,
        timezoneId: 'UTC',
        locale: 'en-US',
        deviceScaleFactor: 1,
      })
      // Each tab's first capture shows its chart, open above the table.
      await context.addInitScript((key) => localStorage.setItem(key, 'open'), CHART_PREFERENCE_KEY)
      const token = options.token
      if (token) {
        // Where the app's token store looks first.
        await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
          TOKEN_STORAGE_KEY,
          token,
        ] as const)
      }
      for (const { id: tab } of TABS) {
        const url = pageUrl(server.url, options, tab)
        captures[theme].push(
          await captureTab({ context, url, asof: options.asof, tab, theme, outDir: out }),
        )
      }
      if (options.overview) {
        const url = `${server.url}/?${new URLSearchParams({ asof: options.asof, tz: 'UTC' })}`
        overview[theme] = await captureOverview({
          context,
          url,
          asof: options.asof,
          theme,
          outDir: out,
        })
      }
      await context.close()
    }
    // The lists for snapshot.json (and the comparison), from the API the pages just showed.
    fetched = await fetchLists(server.url, options.game, options.token)
  } finally {
    await browser.close()
    await server.close()
  }
  const tabs: TabReview[] = TABS.map(({ id, label }, i) => ({
    tab: id,
    label,
    light: captures.light[i]!,
    dark: captures.dark[i]!,
  }))

  const heading = tabs[0]?.light.heading
  const report = {
    gameId: options.game,
    gameName: heading && heading !== options.game ? heading : undefined,
    asof: options.asof,
    api: options.api ? `API ${options.api}` : 'built-in reference API (sample data)',
    tabs,
    overview: options.overview ? overview : undefined,
  }
  const pack = writePackFiles(out, { ...report, fetched, earlier, dashboard: options.dashboard })
  writeFileSync(join(out, 'index.html'), buildIndexHtml({ ...report, changes: pack.changes }))
  for (const line of pack.lines) console.log(line)
  summarize(report.gameName ?? options.game, tabs, out)
  for (const capture of Object.values(overview)) {
    console.log(`All games: ${capture.games} games in ${join(out, capture.file)}`)
    for (const problem of capture.problems) console.log(`  ${problem}`)
  }
}

/** Wide enough for every kind's name and a space. */
const TAB_COLUMN = Math.max(...listKindNames.map((kind) => kind.length)) + 1

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function summarize(game: string, tabs: TabReview[], out: string) {
  console.log(`Review of ${game}:`)
  for (const { tab, light, dark } of tabs) {
    const rows =
      light.rowCount === dark.rowCount
        ? plural(light.rowCount, 'row', 'rows')
        : `${light.rowCount} rows light, ${dark.rowCount} dark`
    const what = light.state === 'failed' ? `failed: ${light.failure?.title}` : rows
    const pngs = plural(light.pages.length + dark.pages.length, 'PNG', 'PNGs')
    console.log(`  ${tab.padEnd(TAB_COLUMN)} ${pngs.padEnd(7)}  ${what}`)
  }
  const files = tabs.reduce(
    (sum, { light, dark }) => sum + light.pages.length + dark.pages.length,
    0,
  )
  console.log(`Wrote ${files} PNGs and ${join(out, 'index.html')}`)

  const failed = tabs.filter(({ light, dark }) => light.failure ?? dark.failure)
  if (failed.length > 0) {
    const titles = new Set(failed.map(({ light, dark }) => (light.failure ?? dark.failure)?.title))
    const which = failed.map(({ tab }) => tab).join(', ')
    fail(`${which} of ${game} failed to load: ${[...titles].join('; ')} (see ${out}/index.html).`)
  }
  const problems = tabs.flatMap(({ tab, light, dark }) =>
    [...light.problems, ...dark.problems].map((problem) => `${tab}: ${problem}`),
  )
  if (problems.length > 0) fail(`the review does not add up: ${problems.join(' ')}`)
}

const parsed = parseReviewArgs(process.argv.slice(2), process.env, new Date())
if (parsed.kind === 'help') console.log(HELP)
else if (parsed.kind === 'error') fail(parsed.message)
else {
  const { options } = parsed
  if (options.tokenStdin) {
    options.token = await readStdinToken(process.stdin).catch((error: unknown) =>
      fail((error as Error).message),
    )
  }
  await review(options).catch((error: unknown) => {
    // Playwright's messages run to many lines (call logs); the first one says what went wrong.
    fail((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed')
  })
}

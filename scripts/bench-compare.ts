/**
 * Two builds of the dashboard, loaded alternately in one run: first paint, the steps before the
 * first rows, the first 10 rows, all rows known (the table's row count is the list's), then a sort
 * by Size and one by Name (clicked until the re-sorted rows are painted), and when the other two
 * tabs' lists were whole, median of N. `--hold-others MS` holds those two lists' requests back, so
 * the first sort is timed without them arriving under it. For a
 * change to start-up, where the same-run reference of `npm run bench` says how far from a plain
 * page the dashboard is, and this says what the change did (docs/performance-history.md, "The
 * page shell: the fixed start-up cost").
 *
 *   npx tsx scripts/bench-compare.ts <dist-a> <dist-b> [--size 1000] [--runs 12] [--hold-others 0]
 *
 * Each folder is a `vite build` output (dist/); both are served by `vite preview` with the
 * reference API on the same origin, from this checkout's config.
 */
import { resolve } from 'node:path'
import { preview } from 'vite'
import { loadTestGameId } from '../server/data/load-test-game.ts'
import { marksOf, timeSort, watchRows } from './bench-marks.ts'
import { launchChromium } from './chromium.ts'
import { freePort } from './free-port.ts'

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
const dists = process.argv.slice(2, 4).map((dir) => resolve(dir))
if (dists.length !== 2) throw new Error('Usage: bench-compare.ts <dist-a> <dist-b> [--size N]')
const size = Number(option('size', '1000'))
const runs = Number(option('runs', '12'))
const holdOthers = Number(option('hold-others', '0'))
const root = resolve(import.meta.dirname, '..')
const STEPS = [
  'first paint',
  'app: started',
  'response',
  'first items',
  'app: first render',
  'body',
]

const servers = await Promise.all(
  dists.map(async (outDir) =>
    preview({
      root,
      build: { outDir },
      logLevel: 'warn',
      preview: { port: await freePort(), strictPort: true },
    }),
  ),
)
const urls = servers.map((server) => server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '')
const path = `/?game=${loadTestGameId(size)}&tab=builds`
// The API builds a load-test list on its first request: not in the timed runs.
for (const url of urls)
  await (await fetch(`${url}/cloud/games/${loadTestGameId(size)}/builds`)).arrayBuffer()

const browser = await launchChromium()
const samples = dists.map(() => new Map<string, number[]>())
for (let run = 0; run < runs; run++) {
  for (const which of run % 2 ? [1, 0] : [0, 1]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    if (holdOthers)
      await page.route(/\/(cdn\/sites|avatars)$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, holdOthers))
        await route.continue()
      })
    await page.addInitScript(watchRows, size + 1)
    await page.goto(urls[which] + path)
    const { firstRows, allRows } = await marksOf(page, 120_000)
    const steps = await page.evaluate(() =>
      performance.getEntries().flatMap((entry): [string, number][] => {
        if (entry.name === 'first-contentful-paint') return [['first paint', entry.startTime]]
        if (entry.entryType === 'mark') return [[entry.name, entry.startTime]]
        // The open list's steps: the other tabs' lists load after it, under names of their own.
        const step = /\/builds: (response|first items|body)$/.exec(entry.name)?.[1]
        return entry.entryType === 'measure' && step
          ? [[step, entry.startTime + entry.duration]]
          : []
      }),
    )
    steps.push(['first 10 rows', firstRows], ['all rows known', allRows])
    steps.push(
      ['sort by size', await timeSort(page, 'Size')],
      ['sort by name', await timeSort(page, 'Name')],
    )
    const others = await page
      .waitForFunction(() => {
        const ends = performance
          .getEntriesByType('measure')
          .filter((entry) => /\/(cdn\/sites|avatars): all items$/.test(entry.name))
          .map((entry) => entry.startTime + entry.duration)
        return ends.length === 2 && Math.max(...ends)
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
    steps.push(['other lists whole', others])
    for (const [name, time] of steps)
      samples[which]!.set(name, [...(samples[which]!.get(name) ?? []), time])
    await context.close()
  }
}
await browser.close()
await Promise.all(servers.map((server) => server.close()))

const median = (values: number[] = []) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0) : '–'
console.log(
  `${size.toLocaleString('en')} builds, median of ${runs} alternating runs (ms from navigation start):`,
)
dists.forEach((dist, which) =>
  console.log(
    `- ${dist}: ${[...STEPS, 'first 10 rows', 'all rows known', 'sort by size', 'sort by name', 'other lists whole'].map((step) => `${step} ${median(samples[which]!.get(step))}`).join(' · ')}`,
  ),
)
process.exit(0)

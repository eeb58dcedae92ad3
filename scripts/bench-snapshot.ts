/**
 * Comparing with a snapshot of about 180 MB, well-formed and broken (one stray byte after its
 * end): the page's longest task from the file's choice until it is read (the banner's "Reading
 * …" gone), and until the comparison or the refusal shows, median of N. For what reading a
 * snapshot costs the page (src/api/snapshot/, read in the list worker).
 *
 *   npx tsx scripts/bench-snapshot.ts [<dist>] [--megabytes 180] [--runs 3]
 *
 * The folder is a `vite build` output (dist/ by default), served by `vite preview` with the
 * reference API on the same origin, from this checkout's config. The files are written to a
 * temporary folder and chosen from there, so the page's heap holds none of their text.
 */
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { once } from 'node:events'
import { preview } from 'vite'
import { getSampleGame, SAMPLE_GAMES } from '../server/data/sample-data.ts'
import { launchChromium } from './chromium.ts'
import { freePort } from './free-port.ts'

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
const outDir = resolve(process.argv[2]?.startsWith('--') ? 'dist' : (process.argv[2] ?? 'dist'))
const megabytes = Number(option('megabytes', '180'))
const runs = Number(option('runs', '3'))
const root = resolve(import.meta.dirname, '..')
const game = SAMPLE_GAMES.realistic

/** The game's builds, repeated under new ids to `megabytes`, as Export JSON writes a snapshot. */
async function writeSnapshot(path: string, broken: boolean) {
  const builds = getSampleGame(game)?.builds ?? []
  const out = createWriteStream(path)
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain')
  }
  await write(
    `{\n  "snapshot": 1,\n  "game": { "id": "${game}", "name": "Space Raiders" },\n  "exported_at": "2026-11-01T12:00:00Z",\n  "builds": [\n`,
  )
  let size = 0
  for (let i = 0; size < megabytes * 1e6; i++) {
    const item = JSON.stringify({ ...builds[i % builds.length], build_id: `bench-${i}` }, null, 2)
    await write(i ? `,\n${item}` : item)
    size += item.length + 2
  }
  await write(broken ? '\n  ]\n}\nx' : '\n  ]\n}\n')
  out.end()
  await once(out, 'finish')
}

const server = await preview({
  root,
  build: { outDir },
  logLevel: 'warn',
  preview: { port: await freePort(), strictPort: true },
})
const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
const browser = await launchChromium()
const folder = await mkdtemp(join(tmpdir(), 'bench-snapshot-'))

async function chooseOnce(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${url}/?game=${game}&tab=builds`)
  await page.getByRole('region', { name: /scrollable/ }).waitFor()
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = []
    Object.assign(window, { benchTasks: tasks })
    new PerformanceObserver((list) => {
      for (const { startTime, duration } of list.getEntries())
        tasks.push({ start: startTime, duration })
    }).observe({ type: 'longtask' })
  })
  await page.getByRole('button', { name: /^Compare( \(on\))?$/ }).click()
  const start = await page.evaluate(() => performance.now())
  await page.getByLabel('Compare with a snapshot…').setInputFiles(path)
  const reading = page.getByText('Reading “big.json”…')
  await reading.waitFor({ timeout: 60_000 }).catch(() => undefined)
  await reading.waitFor({ state: 'detached', timeout: 600_000 })
  const read = await page.evaluate(() => performance.now())
  // Refused, or compared: the banner with no "Comparing…" left in it.
  await page
    .locator(
      '[role="alert"]:has-text("big.json"), section[aria-label="Comparison"]:not(:has([role="status"]))',
    )
    .first()
    .waitFor({ timeout: 600_000 })
  await page.waitForTimeout(300) // Long tasks are reported a moment after they end.
  // No named functions in the page's code: tsx would wrap them in a helper the page lacks.
  const figures = await page.evaluate(
    ({ start, read }) => {
      const end = performance.now()
      let reading = 0
      let longest = 0
      for (const task of (
        window as unknown as { benchTasks: { start: number; duration: number }[] }
      ).benchTasks) {
        if (task.start < start) continue
        longest = Math.max(longest, task.duration)
        if (task.start < read) reading = Math.max(reading, task.duration)
      }
      return { reading, longest, readIn: read - start, took: end - start }
    },
    { start, read },
  )
  await context.close()
  return figures
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN
const figure = (values: number[]) =>
  `${median(values).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(', ')})`
const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(1)} s`
try {
  for (const broken of [false, true]) {
    const path = join(folder, 'big.json')
    await writeSnapshot(path, broken)
    const results = []
    for (let run = 0; run < runs; run++) results.push(await chooseOnce(path))
    console.log(
      `${broken ? 'Broken' : 'Well-formed'} snapshot of ${megabytes} MB, median of ${runs}: ` +
        `while it is read (${seconds(results.map((r) => r.readIn))}) the longest task ` +
        `${figure(results.map((r) => r.reading))}; until ${broken ? 'refused' : 'compared'} ` +
        `(${seconds(results.map((r) => r.took))}) ${figure(results.map((r) => r.longest))}`,
    )
  }
} finally {
  await rm(folder, { recursive: true, force: true })
  await browser.close()
  await server.close()
}

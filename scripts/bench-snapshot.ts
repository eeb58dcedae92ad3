/**
 * Comparing with a snapshot of about 180 MB, well-formed and broken (one stray byte after its
 * end): the longest task on the page from the file's drop until the comparison's banner or the
 * refusal shows, and how long that took, median of N. For what reading a snapshot costs the page
 * (src/api/snapshot/, read in the list worker); docs/performance.md gives the figures.
 *
 *   npx tsx scripts/bench-snapshot.ts [<dist>] [--megabytes 180] [--runs 3]
 *
 * The folder is a `vite build` output (dist/ by default), served by `vite preview` with the
 * reference API on the same origin, from this checkout's config.
 */
import { resolve } from 'node:path'
import { preview } from 'vite'
import { SAMPLE_GAMES } from '../server/data/sample-data.ts'
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

const server = await preview({
  root,
  build: { outDir },
  logLevel: 'warn',
  preview: { port: await freePort(), strictPort: true },
})
const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
const browser = await launchChromium()

/** One drop of a snapshot of the game's builds, repeated to `megabytes`; `broken` adds a byte. */
async function dropOnce(broken: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${url}/?game=${game}&tab=builds`)
  await page.getByRole('region', { name: /scrollable/ }).waitFor()
  const result = await page.evaluate(
    async ({ game, megabytes, broken }) => {
      const answer = (await (await fetch(`/cloud/games/${game}/builds`)).json()) as {
        builds: Record<string, unknown>[]
      }
      const head = `{"snapshot": 1, "game": {"id": "${game}", "name": "Space Raiders"}, "exported_at": "2026-11-01T12:00:00Z", "builds": [\n`
      const parts: string[] = [head]
      let size = head.length
      for (let i = 0; size < megabytes * 1e6; i++) {
        const build = answer.builds[i % answer.builds.length]!
        const item = JSON.stringify({ ...build, build_id: `bench-${i}` }, null, 2)
        parts.push(i ? `,\n${item}` : item)
        size += item.length + 2
      }
      parts.push(broken ? ']}\nx' : ']}\n')
      const file = new File(parts, 'big.json', { type: 'application/json' })
      const transfer = new DataTransfer()
      transfer.items.add(file)
      const tasks: { start: number; duration: number }[] = []
      const observer = new PerformanceObserver((list) => {
        for (const { startTime, duration } of list.getEntries())
          tasks.push({ start: startTime, duration })
      })
      observer.observe({ type: 'longtask' })
      // A task that was already running when the drop came is not the read's.
      await new Promise((done) => setTimeout(done, 500))
      tasks.length = 0
      const table = document.querySelector('[role="region"][aria-label*="scrollable"]')!
      const start = performance.now()
      table.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true }))
      table.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }))
      // Read: the banner no longer says "Reading “big.json”…".
      while (document.body.textContent?.includes('Reading “big.json”'))
        await new Promise((next) => setTimeout(next, 20))
      const read = performance.now()
      // Refused, or compared: the banner with no "Reading…" or "Comparing…" left in it. (No
      // named functions in here: tsx would wrap them in a helper the page does not have.)
      while (
        !/big\.json/.test(document.querySelector('[role="alert"]')?.textContent ?? '') &&
        (document.querySelector('section[aria-label="Comparison"]') === null ||
          document.querySelector('section[aria-label="Comparison"] [role="status"]') !== null)
      )
        await new Promise((next) => setTimeout(next, 20))
      const took = performance.now() - start
      // Long tasks are reported a moment after they end.
      await new Promise((next) => setTimeout(next, 200))
      observer.disconnect()
      return {
        reading: Math.max(
          0,
          ...tasks.filter((task) => task.start < read).map((task) => task.duration),
        ),
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
        readIn: read - start,
        took,
        bytes: file.size,
      }
    },
    { game, megabytes, broken },
  )
  await context.close()
  return result
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN
for (const broken of [false, true]) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await dropOnce(broken))
  const mb = ((results[0]?.bytes ?? 0) / 1e6).toFixed(0)
  const figure = (values: number[]) =>
    `${median(values).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(', ')})`
  const seconds = (values: number[]) => `${(median(values) / 1000).toFixed(1)} s`
  console.log(
    `${broken ? 'Broken' : 'Well-formed'} snapshot of ${mb} MB, median of ${runs}: ` +
      `while it is read (${seconds(results.map((r) => r.readIn))}) the longest task ` +
      `${figure(results.map((r) => r.reading))}; until ${broken ? 'refused' : 'compared'} ` +
      `(${seconds(results.map((r) => r.took))}) ${figure(results.map((r) => r.longest))}`,
  )
}
await browser.close()
await server.close()

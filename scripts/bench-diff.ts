/**
 * Comparing with a snapshot at 100,000 items each side (docs/performance-history.md,
 * "Comparing with a snapshot"): the diff against building one Map of the snapshot's ids (the
 * least any keyed diff does), the longest stretch the sliced diff holds the thread, and reading
 * a snapshot file (in the list worker, src/api/snapshot/) against plain `JSON.parse` of the same
 * text.
 *
 *   npx tsx scripts/bench-diff.ts [--count 100000] [--runs 9]
 */
import { listModel } from '../src/model/list-model.ts'
import { generateBuilds } from '../server/data/generated-game.ts'
import { parseList } from '../src/api/schemas.ts'
import type { Build } from '../src/model/list-items.ts'
import { diffLists } from '../src/features/release-review/diff-lists.ts'
import { diffListsNow, diffSteps } from '../src/features/release-review/list-diff.ts'
import { readSnapshot } from '../src/api/snapshot/read-snapshot.ts'
import { exportFieldsOf } from '../src/features/export/export-fields.ts'
import { exportTable } from '../src/features/export/export-table.ts'
import { toSnapshotJson } from '../src/features/export/json.ts'

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const count = option('count', 100_000)
const runs = option('runs', 9)
const NOW = new Date('2026-11-01T12:00:00Z')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN
const ms = (value: number) => `${value.toFixed(1)} ms`

/** Medians of each function, run in turn each round so drift and collection hit all alike. */
function timeEach(fns: (() => unknown)[], rounds: number): number[] {
  const samples = fns.map((): number[] => [])
  for (let round = 0; round < rounds + 1; round++) {
    fns.forEach((fn, index) => {
      const start = performance.now()
      fn()
      // The first round warms up the JIT and is not counted.
      if (round > 0) samples[index]!.push(performance.now() - start)
    })
  }
  return samples.map(median)
}

/** The list a while later: 1% of builds gone, 1% new, 2% changed (finished, resized, renamed, retagged). */
function laterList(before: readonly Build[]): Build[] {
  const after: Build[] = []
  before.forEach((build, i) => {
    if (i % 100 === 7) return
    if (i % 50 === 3) {
      const change = (i / 50) % 4
      after.push({
        ...build,
        ...(change < 1 && { complete: !build.complete }),
        ...(change >= 1 && change < 2 && { size: 1 + Number(build.size ?? 0) }),
        ...(change >= 2 && change < 3 && { name: `${build.name} (renamed)` }),
        ...(change >= 3 && { tags: [['channel', 'hotfix']] as const }),
      })
    } else after.push(build)
    if (i % 100 === 11) after.push({ ...build, buildId: `${build.buildId}-new` })
  })
  return after
}

/** The longest gap between turns of a message loop while `work` runs: the page's longest wait. */
async function longestWait(work: () => Promise<unknown>): Promise<number> {
  const channel = new MessageChannel()
  let last = performance.now()
  let longest = 0
  let running = true
  channel.port1.onmessage = () => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
    if (running) channel.port2.postMessage(undefined)
  }
  channel.port2.postMessage(undefined)
  await work()
  // The stretch since the last turn ends with the work: one that never yielded counts too.
  longest = Math.max(longest, performance.now() - last)
  running = false
  channel.port1.close()
  return longest
}

const before = parseList('builds', { builds: generateBuilds(count, 1, NOW) })
const after = laterList(before)
const label = `${before.length.toLocaleString('en-US')} builds against ${after.length.toLocaleString('en-US')}`

const [diffTime, mapTime] = timeEach(
  [
    () => diffListsNow('builds', before, after),
    () => new Map(before.map((build) => [build.buildId, build])),
  ],
  runs,
)
console.log(
  `Diff of ${label}: ${ms(diffTime!)} (median of ${runs}), one Map of the snapshot's ids ${ms(mapTime!)}: ` +
    `${(diffTime! / mapTime!).toFixed(2)}× that reference (Node ${process.versions.node})`,
)

/** Runs `work` `runs` times: the median time to its result and the thread's longest waits. */
async function sliced(name: string, work: () => Promise<unknown>) {
  const waits: number[] = []
  const walls: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    waits.push(await longestWait(work))
    walls.push(performance.now() - start)
  }
  console.log(
    `${name}: ${ms(median(walls))} from start to result; the longest the thread waited, ` +
      `median of ${runs} runs ${ms(median(waits))}, worst ${ms(Math.max(...waits))}`,
  )
}

/** The longest step of the diff between two of its yields, over `runs` runs: its granularity. */
function longestStep(): number {
  let longest = 0
  for (let run = 0; run < runs; run++) {
    const steps = diffSteps('builds', before, after)
    let start = performance.now()
    while (!steps.next().done) {
      const now = performance.now()
      longest = Math.max(longest, now - start)
      start = now
    }
  }
  return longest
}
console.log(`The diff's longest step between two yields: ${ms(longestStep())} over ${runs} runs`)

// A fresh copy each run: the same two arrays would give back the first run's promise.
await sliced('Sliced diff (diffLists)', () =>
  diffLists('builds', listModel(before), listModel(after)),
)

const fields = exportFieldsOf('builds')
const clock = { now: NOW.getTime(), staleAfter: 24 * 3600_000 }
const order = before.map((_, i) => i)
const text = toSnapshotJson({ game: { id: 'g', name: 'Load test' }, exportedAt: NOW }, [
  ['builds', exportTable(before, order, fields, clock)],
])
const expected = { gameId: 'g', gameName: 'Load test', kind: 'builds' } as const
const [readTime, parseTime, cloneTime] = timeEach(
  [
    () => readSnapshot(text, 'snapshot.json', expected),
    () => JSON.parse(text),
    () => structuredClone(before),
  ],
  Math.max(3, runs >> 1),
)
console.log(
  `Reading a snapshot of ${before.length.toLocaleString('en-US')} builds (${(text.length / 2 ** 20).toFixed(1)} MiB): ` +
    `${ms(readTime!)}, JSON.parse of the same text ${ms(parseTime!)}: ${(readTime! / parseTime!).toFixed(2)}×; ` +
    `structured clone of the items (a worker's hand-over) ${ms(cloneTime!)}`,
)

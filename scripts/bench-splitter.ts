import { generateBuilds } from '../server/data/generated-game.ts'
import { listKinds } from '../src/model/list-kinds.ts'
import { createListSplitter } from '../src/api/list-stream/list-splitter.ts'

/*
 * How long the list splitter takes to cut a body fed in 64 KiB pieces, as a network delivers
 * it: one huge item (reading must stay linear in the body's size, however large one item is),
 * and an ordinary 100,000-build body against one `JSON.parse` of it in the same run.
 *
 *   npx tsx scripts/bench-splitter.ts [--sizes 5,20] [--runs 3]
 */

const PIECE = 64 * 1024
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : (args[at + 1] ?? fallback)
}
const sizes = option('sizes', '5,20').split(',').map(Number)
const runs = Number(option('runs', '3'))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN

/** Milliseconds to push `text` through a builds splitter in PIECE-sized pieces and end it. */
function split(text: string): number {
  // No item limit: this measures the scan itself, however large an item is.
  const splitter = createListSplitter(listKinds.builds.responseKey, { maxItemChars: Infinity })
  const start = performance.now()
  for (let at = 0; at < text.length; at += PIECE) splitter.push(text.slice(at, at + PIECE))
  splitter.end()
  return performance.now() - start
}

/** A body of one build with `megabytes` MB in one field: one long name, or many short tags. */
const oneItem = (megabytes: number, shape: 'name' | 'tags') => {
  const field =
    shape === 'name'
      ? `"display_name":"${'x'.repeat(megabytes * 1e6)}"`
      : `"display_name":"n","tags":[${'"tag",'.repeat((megabytes * 1e6) / 6)}"tag"]`
  return `{"builds":[{"build_id":"b","upload_id":"u",${field},"create_ts":null,"content_length":1,"complete":true}]}`
}

for (const shape of ['name', 'tags'] as const) {
  for (const megabytes of sizes) {
    const text = oneItem(megabytes, shape)
    const times = Array.from({ length: runs }, () => split(text))
    console.log(
      `One ${megabytes} MB item (${shape === 'name' ? 'one long name' : 'many short tags'}) in 64 KiB pieces: ${median(times).toFixed(0)} ms (median of ${runs})`,
    )
  }
}

const ordinary = JSON.stringify({
  [listKinds.builds.responseKey]: generateBuilds(100_000, 1, new Date('2026-11-01T12:00:00Z')),
})
const splitTimes: number[] = []
const parseTimes: number[] = []
for (let run = 0; run < runs + 1; run++) {
  splitTimes.push(split(ordinary))
  const start = performance.now()
  JSON.parse(ordinary)
  parseTimes.push(performance.now() - start)
}
// The first round warms both up.
const [splitMs, parseMs] = [median(splitTimes.slice(1)), median(parseTimes.slice(1))]
console.log(
  `100,000 builds (${(ordinary.length / 1e6).toFixed(1)} MB) in 64 KiB pieces: ${splitMs.toFixed(0)} ms to cut, ` +
    `against ${parseMs.toFixed(0)} ms for one JSON.parse (${(splitMs / parseMs).toFixed(2)}×; median of ${runs}, Node ${process.versions.node})`,
)

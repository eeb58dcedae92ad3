import { generateBuilds } from '../server/data/generated-game.ts'
import { listKinds } from '../src/model/list-kinds.ts'
import { parseJsonExact } from '../src/api/json.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN

/** Medians of `a` and `b`, run alternately so that garbage collection and drift hit both alike. */
function timePair(a: () => unknown, b: () => unknown, rounds: number): [number, number] {
  const samples: [number[], number[]] = [[], []]
  for (let round = 0; round < rounds; round++) {
    for (const [index, run] of [a, b].entries()) {
      const start = performance.now()
      run()
      samples[index]?.push(performance.now() - start)
    }
  }
  return [median(samples[0]), median(samples[1])]
}

/**
 * What keeping `content_length` exact costs on an ordinary response: `parseJsonExact` against
 * plain `JSON.parse` on the same 100,000-build body (no size above 2^53, the common case).
 */
export function measureExactParsing(count = 100_000, rounds = 9) {
  const text = JSON.stringify({
    [listKinds.builds.responseKey]: generateBuilds(count, 1, new Date('2026-11-01T12:00:00Z')),
  })
  timePair(
    () => JSON.parse(text),
    () => parseJsonExact(text),
    2,
  ) // warm-up
  const [plain, exact] = timePair(
    () => JSON.parse(text),
    () => parseJsonExact(text),
    rounds,
  )
  return { count, megabytes: text.length / 1e6, plain, exact, overhead: exact / plain - 1 }
}

export function formatExactParsing(result: ReturnType<typeof measureExactParsing>): string {
  const { count, megabytes, plain, exact, overhead } = result
  return (
    `Exact sizes: parsing ${count.toLocaleString('en-US')} builds (${megabytes.toFixed(1)} MB) ` +
    `takes ${exact.toFixed(0)} ms with parseJsonExact against ${plain.toFixed(0)} ms with ` +
    `JSON.parse: ${(overhead * 100).toFixed(0)}% more (Node ${process.versions.node}, median of 9) ` +
    `${overhead <= 0.2 ? '✓' : '✗'} ≤ 20%`
  )
}

import { generateBuilds } from '../server/data/generated-game.ts'
import { parseJsonExact } from '../src/api/json.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN

function time(run: () => unknown, rounds: number): number {
  const samples: number[] = []
  for (let round = 0; round < rounds; round++) {
    const start = performance.now()
    run()
    samples.push(performance.now() - start)
  }
  return median(samples)
}

/**
 * What keeping `content_length` exact costs on an ordinary response: `parseJsonExact` against
 * plain `JSON.parse` on the same 100,000-build body (no size above 2^53, the common case).
 */
export function measureExactParsing(count = 100_000, rounds = 9) {
  const text = JSON.stringify({
    builds: generateBuilds(count, 1, new Date('2026-11-01T12:00:00Z')),
  })
  time(() => JSON.parse(text), 2) // warm-up
  const plain = time(() => JSON.parse(text), rounds)
  const exact = time(() => parseJsonExact(text), rounds)
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

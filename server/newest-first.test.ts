// @vitest-environment node
import { expect, it } from 'vitest'
import { newestFirst } from './newest-first.ts'

it('sorts newest first, keeps the order of ties and remembers the result', () => {
  const items = [
    { name: 'old', create_ts: '2026-01-01T00:00:00.000Z' },
    { name: 'tie A', create_ts: '2026-06-01T00:00:00.000Z' },
    { name: 'new', create_ts: '2026-10-01T00:00:00.000Z' },
    { name: 'tie B', create_ts: '2026-06-01T00:00:00.000Z' },
  ]
  const sorted = newestFirst(items)
  expect(sorted.map((item) => item.name)).toEqual(['new', 'tie A', 'tie B', 'old'])
  expect(newestFirst(items)).toBe(sorted)
  expect(items[0]?.name).toBe('old')
})

// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { jsonBody, serialiseJson, serialiseList } from './json-body.ts'

describe('serialiseList', () => {
  const items = Array.from({ length: 25_001 }, (_, index) => ({ index, name: `ビルド ${index}` }))

  it.each([0, 1, 10_000, 10_001, 25_001])('writes what JSON.stringify writes for %i items', (n) => {
    const some = items.slice(0, n)
    expect(serialiseList('builds', some).toString()).toBe(JSON.stringify({ builds: some }))
  })

  it('maps each item on the way', () => {
    const double = (item: { index: number }) => item.index * 2
    expect(serialiseList('x', items, double).toString()).toBe(
      JSON.stringify({ x: items.map(double) }),
    )
  })
})

it('compresses a body once, to bytes that decompress to the identity body', () => {
  const body = jsonBody(serialiseJson({ hello: 'world'.repeat(100) }))
  expect(body.gzip()).toBe(body.gzip())
  expect(gunzipSync(body.gzip()).equals(body.identity)).toBe(true)
  expect(body.gzip().length).toBeLessThan(body.identity.length)
})

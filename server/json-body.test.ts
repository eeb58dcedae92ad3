// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { jsonBody, serialiseJson, serialiseList } from './json-body.ts'

describe('serialiseList', () => {
  const items = Array.from({ length: 25_001 }, (_, index) => ({ index, name: `ビルド ${index}` }))

  it.each([0, 1, 10_000, 10_001, 25_001])(
    'writes what JSON.stringify writes for %i items',
    async (n) => {
      const some = items.slice(0, n)
      const body = await serialiseList('builds', some)
      expect(body.toString()).toBe(JSON.stringify({ builds: some }))
    },
  )

  it('maps each item on the way', async () => {
    const double = (item: { index: number }) => item.index * 2
    expect((await serialiseList('x', items, double)).toString()).toBe(
      JSON.stringify({ x: items.map(double) }),
    )
  })

  it('lets other work run between its chunks', async () => {
    let ranBetween = false
    setImmediate(() => void (ranBetween = true))
    await serialiseList('builds', items)
    expect(ranBetween).toBe(true)
  })
})

it('compresses a body once, to bytes that decompress to the identity body', async () => {
  const body = jsonBody(serialiseJson({ hello: 'world'.repeat(100) }))
  expect(body.gzip()).toBe(body.gzip())
  const gzipped = await body.gzip()
  expect(gunzipSync(gzipped).equals(body.identity)).toBe(true)
  expect(gzipped.length).toBeLessThan(body.identity.length)
})

// @vitest-environment node
import { expect, it } from 'vitest'
import { LruCache } from './lru-cache.ts'

it('drops the least recently used entry, counting reads as use', () => {
  const cache = new LruCache<string, number>({ maxEntries: 2 })
  cache.set('a', 1)
  cache.set('b', 2)
  expect(cache.get('a')).toBe(1)
  cache.set('c', 3)
  expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true])
})

it('keeps the total weight under the limit but always keeps the newest entry', () => {
  const cache = new LruCache<string, number[]>({
    maxEntries: 10,
    maxWeight: 5,
    weigh: (items) => items.length,
  })
  cache.set('three', [1, 2, 3])
  cache.set('two', [1, 2])
  expect(cache.size).toBe(2)
  cache.set('one', [1])
  expect(cache.has('three')).toBe(false)
  cache.set('huge', [1, 2, 3, 4, 5, 6])
  expect(cache.size).toBe(1)
  expect(cache.get('huge')).toHaveLength(6)
})

it('creates a missing value once and re-weighs a replaced one', () => {
  const cache = new LruCache<string, number[]>({
    maxEntries: 5,
    maxWeight: 3,
    weigh: (v) => v.length,
  })
  let calls = 0
  const create = () => (calls++, [1, 2])
  expect(cache.getOrCreate('a', create)).toBe(cache.getOrCreate('a', create))
  expect(calls).toBe(1)
  cache.set('a', [1])
  cache.set('b', [1, 2])
  expect([cache.has('a'), cache.has('b')]).toEqual([true, true])
})

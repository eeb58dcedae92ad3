// @vitest-environment node
import { expect, it } from 'vitest'
import { acceptsGzip } from './accept-encoding.ts'

it.each([
  ['gzip', true],
  ['gzip, deflate, br, zstd', true],
  ['br;q=1.0, GZIP;q=0.5', true],
  ['x-gzip', true],
  ['*', true],
  ['identity, *;q=0.1', true],
  [undefined, false],
  ['', false],
  ['identity', false],
  ['br, deflate', false],
  ['gzip;q=0', false],
  ['gzip;q=0.000, *', false],
  ['*, gzip;q=0', false],
  ['*;q=0', false],
  ['gzip;q=nonsense', false],
])('%j → %s', (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected)
})

it('reads a header sent twice as one list', () => {
  expect(acceptsGzip(['br', 'gzip'])).toBe(true)
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_LIST_SECONDS, maxListMs } from './errors'

describe('maxListMs', () => {
  it('reads maxListSeconds in ms', () => {
    expect(maxListMs(90)).toBe(90_000)
    expect(maxListMs(0.5)).toBe(500)
  })

  it.each([undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'takes the default for %s',
    (seconds) => {
      expect(maxListMs(seconds)).toBe(DEFAULT_MAX_LIST_SECONDS * 1000)
    },
  )

  it('keeps a very long limit within what a timer can wait, so it does not fire at once', () => {
    expect(maxListMs(1e9)).toBe(2 ** 31 - 1)
  })
})

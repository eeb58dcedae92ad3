import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MAX_LIST_SECONDS,
  ListTimeLimitError,
  maxListMs,
  NetworkError,
  TimeoutError,
} from './errors'

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

describe('the sentences that quote a request’s address', () => {
  const long = `https://api.example.com/cloud/games/${'g'.repeat(8_000)}/builds`
  const bidi = 'https://api.example.com\u202e/cloud/games/g/builds'
  const errors = (url: string) => [
    new NetworkError(url),
    new NetworkError(url, { midBody: true }),
    new NetworkError(url, { redirected: true }),
    new TimeoutError(url),
    new ListTimeLimitError(url, 60_000),
  ]

  it('bound a long one, saying how long it was', () => {
    for (const error of errors(long)) {
      expect(error.message.length).toBeLessThan(600)
      expect(error.message).toContain('… (8,043 characters)')
    }
  })

  it('show its control characters as code points', () => {
    for (const error of errors(bidi)) {
      expect(error.message).not.toContain('\u202e')
      expect(error.message).toContain('⟨U+202E⟩')
    }
  })

  it('leave out a user name and password', () => {
    for (const error of errors('http://operator:hunter2@api.example.com/cloud/games/g/builds')) {
      expect(error.message).not.toContain('hunter2')
      expect(error.message).not.toContain('operator')
      expect(error.message).toContain('http://api.example.com/cloud/games/g/builds')
    }
  })
})

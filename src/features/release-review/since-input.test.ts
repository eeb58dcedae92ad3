import { describe, expect, it } from 'vitest'
import { fromInputValue, toInputValue } from './since-input'

const at = Date.parse('2026-10-25T08:30:00Z')

describe('toInputValue and fromInputValue', () => {
  it('writes a UTC time to the minute, and to the second when it has seconds', () => {
    expect(toInputValue(at, 'utc')).toBe('2026-10-25T08:30')
    expect(toInputValue(at + 5000, 'utc')).toBe('2026-10-25T08:30:05')
  })

  it('reads what it writes, in UTC and in the local zone', () => {
    for (const zone of ['utc', 'local'] as const) {
      expect(fromInputValue(toInputValue(at, zone), zone)).toBe(at)
      expect(fromInputValue(toInputValue(at + 5000, zone), zone)).toBe(at + 5000)
    }
  })

  it('reads a local value in the local zone', () => {
    expect(fromInputValue('2026-10-25T08:30', 'local')).toBe(new Date(2026, 9, 25, 8, 30).getTime())
  })

  it.each(['', '2026-10-25', '2026-10-25T8:30', 'yesterday'])(
    'gives nothing for the incomplete value %j',
    (value) => {
      expect(fromInputValue(value, 'utc')).toBeUndefined()
    },
  )
})

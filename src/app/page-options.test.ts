import { describe, expect, it } from 'vitest'
import { readPageOptions } from './page-options'

describe('readPageOptions', () => {
  it('shows the ordinary page when the URL asks for nothing', () => {
    expect(readPageOptions('?game=abc')).toEqual({
      embed: false,
      persist: false,
      asOf: undefined,
      timeZone: 'local',
      problems: [],
    })
  })

  it('reads persist, which an iframe’s host gives to keep its lists on the device', () => {
    expect(readPageOptions('?embed=1&persist=1').persist).toBe(true)
    expect(readPageOptions('?embed=1&persist=no').persist).toBe(false)
  })

  it('reads embed, a frozen instant and UTC', () => {
    const options = readPageOptions('?embed=1&asof=2026-11-01T12:00:00Z&tz=UTC')
    expect(options).toMatchObject({ embed: true, timeZone: 'utc', problems: [] })
    expect(options.asOf).toBe(Date.UTC(2026, 10, 1, 12))
  })

  it('takes an offset and a lower-case zone', () => {
    const options = readPageOptions('?asof=2026-11-01T14:00:00%2B02:00&tz=utc')
    expect(options.asOf).toBe(Date.UTC(2026, 10, 1, 12))
    expect(options.timeZone).toBe('utc')
  })

  it('says what it could not use, and falls back to the live clock and the local zone', () => {
    const options = readPageOptions('?asof=yesterday&tz=Europe/Paris')
    expect(options.asOf).toBeUndefined()
    expect(options.timeZone).toBe('local')
    expect(options.problems).toEqual([
      '?asof=yesterday is not an RFC 3339 time such as 2026-11-01T12:00:00Z, so times are measured from now.',
      '?tz=Europe/Paris is not supported (only tz=UTC is), so times show in your zone.',
    ])
  })

  it('reads an asof in a year below 1000 as written, not as 19xx', () => {
    const { asOf } = readPageOptions('?asof=0099-01-01%2000:00:00Z')
    expect(new Date(asOf ?? 0).toISOString()).toBe('0099-01-01T00:00:00.000Z')
  })

  it('refuses an impossible date rather than rolling it over', () => {
    expect(readPageOptions('?asof=2026-02-30T00:00:00Z').asOf).toBeUndefined()
  })
})

describe('readPageOptions with crafted values', () => {
  it('echoes a value with its bidi controls made visible, and at most 200 characters of it', () => {
    const [asOf, tz] = readPageOptions(
      `?asof=${encodeURIComponent('\u202Ewon')}&tz=${'z'.repeat(100_000)}`,
    ).problems
    expect(asOf).toMatch(/^\?asof=⟨U\+202E⟩won is not/)
    expect(tz).toContain(`${'z'.repeat(200)}… (100,000 characters) is not supported`)
    expect(tz!.length).toBeLessThan(350)
  })
})

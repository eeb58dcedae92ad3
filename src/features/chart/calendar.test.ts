import { afterEach, describe, expect, it } from 'vitest'
import { civilDate, dayCounter, dayNumber, dayOf } from './calendar'

const savedZone = process.env.TZ
afterEach(() => {
  process.env.TZ = savedZone
})

describe('civilDate and dayOf', () => {
  it.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2000-02-29', 11_016],
    ['2026-12-28', 20_815],
    ['0050-06-15', dayOf(50, 6, 15)],
  ])('agree with each other and the calendar on %s', (iso, day) => {
    const [year, month, date] = iso.split('-').map(Number) as [number, number, number]
    expect(dayOf(year, month, date)).toBe(day)
    expect(civilDate(day)).toEqual([year, month, date])
  })
})

describe('dayCounter', () => {
  it.each(['Europe/Berlin', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Asia/Kolkata'])(
    'gives what dayNumber gives, minute by minute across %s DST changes',
    (zone) => {
      process.env.TZ = zone
      const count = dayCounter('local')
      // Every 7 minutes through 2018 and 2026, DST changes (at odd minutes too) included.
      for (const year of [2018, 2026]) {
        const start = Date.UTC(year, 0, 1)
        for (let time = start; time < Date.UTC(year + 1, 0, 1); time += 7 * 60_000) {
          if (count(time) !== dayNumber(time, 'local')) {
            expect.fail(`${new Date(time).toISOString()} in ${zone}`)
          }
        }
      }
    },
  )
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseSummary } from './review-totals.ts'

const facts = (...texts: string[]) => texts.map((text) => ({ text, title: null }))

describe('parseSummary', () => {
  it('reads every figure of the summary strip', () => {
    const strip = [
      ...facts('10,000 builds', '9,870 complete', '12 uploading', '118 stale'),
      { text: '23.6 GiB complete in all', title: '25,371,782,734 bytes' },
      ...facts('newest upload 20 d ago'),
    ]
    expect(parseSummary(strip)).toEqual({
      items: 10_000,
      complete: 9_870,
      uploading: 12,
      stale: 118,
      completeSize: '23.6 GiB',
      completeExact: '25,371,782,734 bytes',
      newest: '20 d ago',
      facts: strip.map((fact) => fact.text),
    })
  })

  it('takes the list size from a filtered count, and a noun of two words', () => {
    expect(parseSummary(facts('12 of 340 CDN sites shown')).items).toBe(340)
    expect(parseSummary(facts('8 CDN sites')).items).toBe(8)
  })

  it('leaves out what the strip did not show, and keeps the raw text', () => {
    const totals = parseSummary(facts('0 custom avatars', '0 complete', 'something new'))
    expect(totals.items).toBe(0)
    expect(totals.newest).toBeUndefined()
    expect(totals.completeSize).toBeUndefined()
    expect(totals.facts).toEqual(['0 custom avatars', '0 complete', 'something new'])
  })
})

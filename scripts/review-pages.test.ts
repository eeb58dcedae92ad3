// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkShownRows, pageFileName, REVIEW_FILE, splitPages } from './review-pages.ts'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('splitPages', () => {
  it('keeps a short list on one page, an empty one too', () => {
    expect(splitPages(24)).toEqual([{ start: 0, count: 24 }])
    expect(splitPages(200)).toEqual([{ start: 0, count: 200 }])
    expect(splitPages(0)).toEqual([{ start: 0, count: 0 }])
  })

  it('cuts a long list into full pages and the rest', () => {
    expect(splitPages(500)).toEqual([
      { start: 0, count: 200 },
      { start: 200, count: 200 },
      { start: 400, count: 100 },
    ])
    expect(splitPages(401)).toHaveLength(3)
  })

  it('covers every row once, whatever the sizes', () => {
    for (const total of [1, 199, 200, 201, 1234]) {
      for (const perPage of [1, 7, 200]) {
        const pages = splitPages(total, perPage)
        expect(pages.every((page) => page.count > 0 && page.count <= perPage)).toBe(true)
        expect(pages.reduce((sum, page) => sum + page.count, 0)).toBe(total)
        pages.forEach(
          (page, i) => i > 0 && expect(page.start).toBe(pages[i - 1]!.start + pages[i - 1]!.count),
        )
      }
    }
  })

  it('refuses counts that are not whole numbers', () => {
    expect(() => splitPages(-1)).toThrow(RangeError)
    expect(() => splitPages(1.5)).toThrow(RangeError)
    expect(() => splitPages(10, 0)).toThrow(RangeError)
  })
})

describe('pageFileName', () => {
  it('numbers pages from 001, so they sort', () => {
    expect(pageFileName('builds', 'light', 0)).toBe('builds-light-001.png')
    expect(pageFileName('avatars', 'dark', 11)).toBe('avatars-dark-012.png')
  })

  it('names only files that an earlier review may be cleared of', () => {
    expect(REVIEW_FILE.test(pageFileName('sites', 'dark', 2))).toBe(true)
    for (const own of [
      'index.html',
      'snapshot.json',
      'changes.html',
      'overview-light.png',
      'overview-dark.png',
    ]) {
      expect(REVIEW_FILE.test(own)).toBe(true)
    }
    for (const other of [
      'notes.md',
      'builds-light-1.png',
      'overview-light-001.png',
      'logo.png',
      'index.html.bak',
      'snapshot.json.bak',
      'builds.json',
    ]) {
      expect(REVIEW_FILE.test(other)).toBe(false)
    }
  })
})

describe('checkShownRows', () => {
  it('accepts pages that show every row once, in order', () => {
    expect(checkShownRows([range(2, 201), range(202, 401), range(402, 501)], 500)).toBeUndefined()
    expect(checkShownRows([range(2, 25)], 24)).toBeUndefined()
    expect(checkShownRows([], 0)).toBeUndefined()
  })

  it('names a repeated row', () => {
    expect(checkShownRows([range(2, 201), range(192, 391)], 390)).toBe(
      'page 2 repeats row 191 (aria-rowindex 192 where 202 was due)',
    )
  })

  it('names a skipped row', () => {
    expect(checkShownRows([range(2, 201), range(203, 402)], 400)).toBe(
      'page 2 skips row 201 (aria-rowindex 203 where 202 was due)',
    )
  })

  it('notices rows missing at the end', () => {
    expect(checkShownRows([range(2, 201), range(202, 390)], 400)).toBe(
      'the pages show 389 rows, but the list has 400',
    )
  })
})

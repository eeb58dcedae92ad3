import { listKindNames, type ListKind } from '../src/model/list-kinds.ts'

/** The most rows in one PNG: a 200-row page is about 8,500 px tall, still easy to open. */
export const ROWS_PER_PAGE = 200

/** A run of rows shown in one PNG: `start` counts from 0, `count` may be 0 (empty or failed). */
export type PageRange = { start: number; count: number }

/** Splits `total` rows into pages of `perPage`; the last page takes the rest. */
export function splitPages(total: number, perPage = ROWS_PER_PAGE): PageRange[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Bad row count ${total}`)
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new RangeError(`Bad page ${perPage}`)
  if (total === 0) return [{ start: 0, count: 0 }]
  const pages: PageRange[] = []
  for (let start = 0; start < total; start += perPage) {
    pages.push({ start, count: Math.min(perPage, total - start) })
  }
  return pages
}

/** `builds-light-001.png`: sorts by tab, theme and page in any file browser. */
export function pageFileName(tab: ListKind, theme: string, pageIndex: number): string {
  return `${tab}-${theme}-${String(pageIndex + 1).padStart(3, '0')}.png`
}

/** What the review's own files look like, so an earlier run's can be removed and no others. */
export const REVIEW_FILE = new RegExp(
  `^(?:(?:${listKindNames.join('|')})-(?:light|dark)-\\d{3}\\.png|overview-(?:light|dark)\\.png|index\\.html|snapshot\\.json|changes\\.html)$`,
)

/**
 * Checks what the pages of one capture actually showed: `shown[i]` holds the `aria-rowindex`
 * values of the rows fully in view on page i. Together they must be 2, 3, … total + 1 (1 is the
 * header row), in order, each once: no row skipped, none repeated. Returns the problem, if any.
 */
export function checkShownRows(shown: readonly (readonly number[])[], total: number) {
  let expected = 2
  for (const [page, indexes] of shown.entries()) {
    for (const index of indexes) {
      if (index !== expected) {
        const what = index < expected ? `repeats row ${index - 1}` : `skips row ${expected - 1}`
        return `page ${page + 1} ${what} (aria-rowindex ${index} where ${expected} was due)`
      }
      expected += 1
    }
  }
  if (expected !== total + 2) {
    return `the pages show ${expected - 2} rows, but the list has ${total}`
  }
  return undefined
}

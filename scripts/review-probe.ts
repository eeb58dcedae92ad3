/*
 * Functions that run inside the reviewed page (`page.evaluate`), so they read the app's DOM the
 * way an operator's screen reader would: by role and ARIA attributes. Playwright sends them as
 * source text, so each stands alone: no imports, no helpers outside, no named inner functions
 * (tsx would wrap those in a `__name` call the page does not have).
 */
import type { SummaryFact } from './review-totals.ts'

export type TableMetrics = {
  /** Items in the list: `aria-rowcount` minus the header row. */
  rowCount: number
  headHeight: number
  rowHeight: number
  /** Height of the scroll container's viewport, which the rows of one PNG must fill exactly. */
  clientHeight: number
}

export type ViewProbe = {
  heading: string
  failure: { title: string; detail: string } | undefined
  facts: SummaryFact[]
  table: TableMetrics | undefined
}

/** Nothing loading, every tab's count (or its failure mark) in, every image done. */
export function probeSettled(): boolean {
  const panel = document.querySelector('[role="tabpanel"]')
  if (!panel || panel.querySelector('[aria-busy="true"]')) return false
  // The refresh (or an export) button is busy while a request for the open list is under way.
  if (document.querySelector('button[aria-busy="true"]')) return false
  const tabs = [...document.querySelectorAll('[role="tab"]')]
  const counted = tabs.every((tab) => /\d|failed to load/.test(tab.textContent ?? ''))
  return tabs.length > 0 && counted && [...document.images].every((image) => image.complete)
}

export function probeView(): ViewProbe {
  const panel = document.querySelector('[role="tabpanel"]')
  const alert = panel?.querySelector('[role="alert"]')
  const strip = panel?.querySelector('p[role="status"][aria-live="polite"]')
  const region = panel?.querySelector<HTMLElement>('[role="region"][aria-label$="(scrollable)"]')
  const table = region?.querySelector('table[aria-rowcount]')
  const head = table?.querySelector('thead')
  const row = table?.querySelector('tbody tr[aria-rowindex]')
  const paragraphs = alert ? [...alert.querySelectorAll('p')] : []
  const facts = alert ? [...alert.querySelectorAll('dl > div')] : []
  const detail = [
    ...paragraphs.slice(1).map((p) => p.textContent ?? ''),
    ...facts.map(
      (fact) =>
        `${fact.querySelector('dt')?.textContent}: ${fact.querySelector('dd')?.textContent}`,
    ),
  ]
  return {
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
    failure: alert
      ? { title: paragraphs[0]?.textContent?.trim() ?? '', detail: detail.join(' · ') }
      : undefined,
    facts: [...(strip?.children ?? [])].map((span) => ({
      text: span.textContent?.trim() ?? '',
      title: span.getAttribute('title'),
    })),
    table:
      region && table && head
        ? {
            rowCount: Number(table.getAttribute('aria-rowcount')) - 1,
            headHeight: head.getBoundingClientRect().height,
            rowHeight: row?.getBoundingClientRect().height ?? 0,
            clientHeight: region.clientHeight,
          }
        : undefined,
  }
}

export function scrollTable(top: number): void {
  const region = document.querySelector<HTMLElement>(
    '[role="tabpanel"] [role="region"][aria-label$="(scrollable)"]',
  )
  if (region) region.scrollTop = top
}

/** The `aria-rowindex` of every row wholly in view in the scroll container, below its header. */
export function probeRowsInView(): number[] {
  const region = document.querySelector<HTMLElement>(
    '[role="tabpanel"] [role="region"][aria-label$="(scrollable)"]',
  )
  // The header cells are sticky, not their row group: the thead itself scrolls away.
  const head = region?.querySelector('thead th')
  if (!region || !head) return []
  const box = region.getBoundingClientRect()
  const top = head.getBoundingClientRect().bottom
  const bottom = box.top + region.clientTop + region.clientHeight
  return [...region.querySelectorAll('tbody tr[aria-rowindex]')]
    .filter((row) => {
      const rect = row.getBoundingClientRect()
      return rect.top >= top - 0.5 && rect.bottom <= bottom + 0.5
    })
    .map((row) => Number(row.getAttribute('aria-rowindex')))
}

/** Whether the rows from `first` to `last` (aria-rowindex) are rendered, after a scroll. */
export function rowsRendered([first, last]: [number, number]): boolean {
  return (
    Boolean(document.querySelector(`tbody tr[aria-rowindex="${first}"]`)) &&
    Boolean(document.querySelector(`tbody tr[aria-rowindex="${last}"]`)) &&
    [...document.images].every((image) => image.complete)
  )
}

/** Where the game's card ends: the first PNG stops there instead of at an empty canvas. */
export function contentBottom(): number {
  const card = document.querySelector('main section') ?? document.querySelector('main')
  return Math.ceil((card?.getBoundingClientRect().bottom ?? window.innerHeight) + 24)
}

import type { Page } from '@playwright/test'

/** When the first 10 rows were painted and when all rows were known, in ms from navigation. */
export type Marks = { firstRows?: number; allRows?: number }
type BenchWindow = { __bench: Marks }
/** What an Element Timing entry adds (TypeScript's DOM library lacks it). */
type ElementTiming = { identifier: string; renderTime: number }

/**
 * Installed before a page's own scripts (`page.addInitScript(watchRows, items + 1)`), on the
 * dashboard and the reference page alike:
 *
 * - **first rows**: the 10th row of the list (the table's 11th; the header row is the first)
 *   has its cells marked for Element Timing as soon as it is in the document, before any frame
 *   shows it, and the time is the `renderTime` of the frame that first painted their text: when
 *   it was presented (with software compositing, a few ms after the main thread painted it).
 *   A task queued from the next animation frame, the way this was timed before, runs after
 *   that frame's paint but also after every task queued before it, such as the next part of a
 *   list arriving, so it said more about the page's queue than about the screen.
 * - **all rows known**: the table's `aria-rowcount` is the list's length plus the header row,
 *   which paints nothing new of its own: the time a task queued from the next animation frame
 *   runs.
 *
 * No named inner functions: tsx would wrap them in a helper the page does not have.
 */
export function watchRows(rowCount: number) {
  const marks: Marks = {}
  ;(window as unknown as BenchWindow).__bench = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & ElementTiming)[]) {
      if (entry.identifier === 'bench: first rows')
        marks.firstRows = Math.min(marks.firstRows || Infinity, entry.renderTime)
    }
  }).observe({ type: 'element', buffered: true })
  const observer = new MutationObserver(() => {
    const row = document.querySelector('tbody tr[aria-rowindex="11"]')
    if (!('firstRows' in marks) && row) {
      marks.firstRows = NaN
      for (const element of [row, ...row.querySelectorAll('*')])
        element.setAttribute('elementtiming', 'bench: first rows')
    }
    if (!('allRows' in marks) && document.querySelector(`table[aria-rowcount="${rowCount}"]`)) {
      marks.allRows = NaN
      requestAnimationFrame(() => setTimeout(() => (marks.allRows = performance.now()), 0))
    }
    if ('firstRows' in marks && 'allRows' in marks) observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

/** The marks `watchRows` took, once both are in; throws, saying what the page showed, after `timeoutMs`. */
export async function marksOf(page: Page, timeoutMs: number): Promise<Required<Marks>> {
  const marks = await page
    .waitForFunction(
      () => {
        const { firstRows, allRows } = (window as unknown as BenchWindow).__bench
        // NaN: seen, not painted yet.
        return firstRows! >= 0 && allRows! >= 0 && { firstRows, allRows }
      },
      null,
      { timeout: timeoutMs },
    )
    .catch(async (error: unknown) => {
      // Say what the page showed instead: an error alert, a skeleton, a blank page.
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300))
      throw new Error(`${page.url()} did not show its rows: ${JSON.stringify(shown)}`, {
        cause: error,
      })
    })
  return (await marks.jsonValue()) as Required<Marks>
}

/** Clicks a column header and times it until the re-sorted rows are painted. */
export async function timeSort(page: Page, header: string): Promise<number> {
  return page.evaluate(async (name) => {
    const button = [...document.querySelectorAll('thead button')].find(
      (element) => element.textContent?.trim() === name,
    ) as HTMLButtonElement
    const body = document.querySelector('tbody') as HTMLElement
    const changed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => (observer.disconnect(), resolve()))
      observer.observe(body, { childList: true, subtree: true, characterData: true })
    })
    const start = performance.now()
    button.click()
    await changed
    // The frame after the change has been painted once a task queued in its rAF runs.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return performance.now() - start
  }, header)
}

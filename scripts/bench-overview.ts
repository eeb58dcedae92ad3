import type { Browser } from '@playwright/test'
import { median } from './bench-report.ts'

/**
 * Installed before the page's scripts: notes (in ms from navigation start) when the overview's
 * first row has all three kinds' counts, and when its whole table has come (its line says how
 * many games and no longer that some are still arriving). No named inner functions: tsx would
 * wrap them in a helper the page does not have (bench-marks.ts).
 */
function watchOverview() {
  const seen = { firstRow: NaN, wholeTable: NaN, games: 0 }
  Object.assign(window, { overviewSeen: seen })
  const observer = new MutationObserver(() => {
    const table = document.querySelector('[role="region"][aria-label="Every game\'s lists"]')
    const counts = table
      ?.querySelector('tbody tr')
      ?.querySelectorAll(
        'button[aria-label$="builds"], button[aria-label$="sites"], button[aria-label$="avatars"]',
      )
    if (Number.isNaN(seen.firstRow) && counts?.length === 3) seen.firstRow = performance.now()
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'All games')
    const line = heading?.parentElement?.querySelector('[role="status"]')?.textContent ?? ''
    if (/^[\d,]+ games$/.test(line)) {
      seen.wholeTable = performance.now()
      seen.games = table?.querySelectorAll('tbody tr').length ?? 0
      observer.disconnect()
    }
  })
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  })
}

export type OverviewTimes = { firstRow: number[]; wholeTable: number[]; games: number }

/**
 * The start page, every game at a glance (issue 50), loaded `runs` times in fresh contexts: when
 * its first row is filled and when its whole table is, in ms from navigation start.
 */
export async function timeOverview(
  browser: Browser,
  url: string,
  runs: number,
  timeoutMs: number,
): Promise<OverviewTimes> {
  const times: OverviewTimes = { firstRow: [], wholeTable: [], games: 0 }
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      await page.addInitScript(watchOverview)
      await page.goto(url)
      await page.waitForFunction(
        () =>
          !Number.isNaN(
            (window as unknown as { overviewSeen: { wholeTable: number } }).overviewSeen.wholeTable,
          ),
        null,
        { timeout: timeoutMs, polling: 100 },
      )
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              overviewSeen: { firstRow: number; wholeTable: number; games: number }
            }
          ).overviewSeen,
      )
      times.firstRow.push(seen.firstRow)
      times.wholeTable.push(seen.wholeTable)
      times.games = seen.games
    } finally {
      await context.close()
    }
  }
  return times
}

/** The report's lines: each figure as a ratio to the vanilla page's first rows at 1,000 builds. */
export function formatOverview(times: OverviewTimes, referenceFirstRows: number[]): string {
  const reference = median(referenceFirstRows)
  const line = (name: string, values: number[]) => {
    const ours = median(values)
    return `- ${name}: ${ours.toFixed(0)} ms, ${(ours / reference).toFixed(2)}× the vanilla page's first rows at 1,000 builds (${reference.toFixed(0)} ms)`
  }
  return [
    `Every game at a glance (the start page, ${times.games} games; median of ${times.firstRow.length} runs, ms from navigation start):`,
    line('first row filled', times.firstRow),
    line('whole table filled', times.wholeTable),
  ].join('\n')
}

import type { Locator } from '@playwright/test'

/**
 * How many of the table's data rows an operator sees whole before touching anything: inside the
 * viewport and inside the table's own scrolling box, which may end first. Where the first one
 * starts, too. Call it once the list has loaded.
 */
export async function rowsOnFirstScreen(table: Locator) {
  await table.locator('tbody tr[aria-rowindex]').first().waitFor()
  return table.evaluate((element) => {
    const region = element.closest('[role=region]')?.getBoundingClientRect()
    const bottom = Math.min(window.innerHeight, region?.bottom ?? Infinity)
    const rows = [...element.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
      row.getBoundingClientRect(),
    )
    return {
      firstRowTop: Math.round(rows[0]?.top ?? Number.NaN),
      whole: rows.filter((rect) => rect.top >= 0 && rect.bottom <= bottom + 0.5).length,
    }
  })
}

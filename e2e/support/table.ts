import { expect, type Locator, type Page } from '@playwright/test'

/** The asset table inside the selected tab panel. */
export const assetTable = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('region', { name: /\(scrollable\)$/ })
    .getByRole('table')

/**
 * Waits until the table holds `count` rows, whole: its `aria-rowcount` (one more, the header
 * row), which says "not known yet" while rows arrive. Only the rows in view and 10 more are in
 * the document, so a list longer than a screen is counted by the table, not by its `<tr>`s.
 */
export async function expectRowCount(table: Locator, count: number, options?: { timeout: number }) {
  // No rows: the table gives way to what the list has none of.
  if (count === 0) await expect(table.locator('tbody tr[aria-rowindex]')).toHaveCount(0, options)
  else await expect(table).toHaveAttribute('aria-rowcount', String(count + 1), options)
}

/**
 * Waits until the table shows the answer to everything asked of it: no list still arriving and
 * no typed search still being applied (the table's scroll region is `aria-busy` until then).
 * Read rows after this when the question changed, or a read may catch the rows of the one before.
 */
export async function tableSettled(page: Page) {
  const region = page.getByRole('tabpanel').getByRole('region', { name: /\(scrollable\)$/ })
  await expect(region).toHaveAttribute('aria-busy', 'false')
}

/**
 * How many rows show whole on the screen as it is: below the table's header, above the bottom of
 * the window and of the table's scroll region. A row cut at either edge is not counted.
 */
export const rowsWhollyInView = (page: Page) =>
  assetTable(page).evaluate((table) => {
    const region = table.closest('[role="region"]')!.getBoundingClientRect()
    const top = table.querySelector('thead')!.getBoundingClientRect().bottom
    const bottom = Math.min(region.bottom, window.innerHeight)
    return [...table.querySelectorAll('tbody tr[aria-rowindex]')].filter((row) => {
      const box = row.getBoundingClientRect()
      return box.top >= top - 0.5 && box.bottom <= bottom + 0.5
    }).length
  })

/**
 * Each header cell's text and width in px. A header is read by its sort button's text: Name's
 * also holds the sort menu while columns fold.
 */
export const headerWidths = (table: Locator) =>
  table
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map(
        (cell) =>
          [
            (cell.querySelector('button') ?? cell).textContent?.trim() ?? '',
            cell.getBoundingClientRect().width,
          ] as const,
      ),
    )

/** The table's one row-actions bar (copy each id, Details), over the row hovered or focused. */
export const rowActions = (scope: Page | Locator) =>
  scope.getByRole('tabpanel').getByRole('toolbar', { name: 'Row actions' })

/**
 * Opens a row's details (the row actions' Details button, shown over the row hovered) with a
 * click, and returns the popover once it shows.
 */
export async function openRowDetails(row: Locator): Promise<Locator> {
  await row.hover()
  const region = row.locator('xpath=ancestor::*[@role="region"][1]')
  await region.getByRole('button', { name: 'Details', exact: true }).click()
  const details = region.locator('[popover]:popover-open')
  await expect(details).toBeVisible()
  return details
}

/** The 0-based index of the column headed `header`; throws naming the headers there are. */
export async function columnIndex(table: Locator, header: string): Promise<number> {
  const names = await table.getByRole('columnheader').allInnerTexts()
  const index = names.findIndex((name) => name.trim() === header)
  if (index < 0) throw new Error(`No column "${header}" in ${names.join(', ')}`)
  return index
}

/** The cells of one column, top to bottom, as locators. */
export async function columnCells(table: Locator, header: string): Promise<Locator[]> {
  const index = await columnIndex(table, header)
  return table.locator(`tbody tr > td:nth-child(${index + 1})`).all()
}

export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const cells = await columnCells(table, header)
  return Promise.all(cells.map(async (cell) => (await cell.innerText()).trim()))
}

/** Exact byte counts, read from each size cell's hover text ("1,234 bytes"), on the cell itself. */
export async function columnBytes(table: Locator): Promise<number[]> {
  const cells = await columnCells(table, 'Size')
  return Promise.all(
    cells.map(async (cell) => {
      const title = (await cell.getAttribute('title')) ?? ''
      return Number(title.replace(/[^0-9]/g, ''))
    }),
  )
}

/** Creation times in ms, read from each `<time datetime>`. */
export async function columnTimes(table: Locator): Promise<number[]> {
  const cells = await columnCells(table, 'Created')
  return Promise.all(
    cells.map(async (cell) =>
      Date.parse((await cell.locator('time').getAttribute('datetime')) ?? ''),
    ),
  )
}

export const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every(
    (value, i) =>
      i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  )

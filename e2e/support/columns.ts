import { expect, type Locator, type Page } from '@playwright/test'

/*
 * The Columns menu (a checkbox per column, and Reset) and the tables' header edges that resize
 * columns. At a desk's width the menu's button is in the toolbar; in a compact panel it is
 * inside "More" (support/toolbar.ts).
 */

type Scope = Page | Locator

export const columnsButton = (scope: Scope) => scope.getByRole('button', { name: /^Columns/ })

/** Opens the Columns menu (direct in the toolbar) and returns its panel. */
export async function openColumnsMenu(scope: Scope): Promise<Locator> {
  const button = columnsButton(scope)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  const menu = scope.getByRole('group', { name: 'Columns', exact: true })
  await expect(menu).toBeVisible()
  return menu
}

/** The visible column headers' names, in order. */
export const headerNames = (table: Locator) =>
  table
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map(
        (cell) =>
          cell.getAttribute('aria-label') ??
          (cell.querySelector('button') ?? cell).textContent?.trim() ??
          '',
      ),
    )

/** A column's resize handle (a focusable splitter in its header). */
export const resizeHandle = (scope: Scope, header: string) =>
  scope.getByRole('separator', { name: `Resize ${header} column` })

/** A column header's width in px, as laid out. */
export const headerWidth = async (table: Locator, header: string) =>
  (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())?.width ?? 0

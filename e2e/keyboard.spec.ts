import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, columnTexts, tableSettled } from './support/table'

/**
 * The focused control, named as a screen reader would say it, after checking that focus shows:
 * its outline or ring (box-shadow) differs from when it is not focused; for the visually hidden
 * radio buttons of a segmented control, that of their label.
 */
async function focusedControl(page: Page): Promise<string> {
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { name: '(nothing)', indicated: false }
    const shown = (element.classList.contains('sr-only') && element.closest('label')) || element
    const look = () => {
      const style = getComputedStyle(shown)
      const outline =
        style.outlineStyle === 'none'
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      return `${outline} ${style.boxShadow}`
    }
    const withFocus = look()
    element.blur()
    const withoutFocus = look()
    element.focus({ focusVisible: true } as FocusOptions)
    const name =
      element.getAttribute('aria-label') ??
      (element.getAttribute('role') === 'tabpanel' ? 'tab panel' : null) ??
      (element instanceof HTMLInputElement && element.type === 'radio'
        ? `${element.name}: ${element.closest('label')?.textContent?.trim() || element.value}`
        : element.textContent?.trim() || element.tagName)
    return { name, indicated: withFocus !== withoutFocus }
  })
  expect(focused.indicated, `a visible focus indicator on "${focused.name}"`).toBe(true)
  return focused.name
}

async function tabThrough(page: Page, stops: number): Promise<string[]> {
  const names: string[] = []
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab')
    names.push(await focusedControl(page))
  }
  return names
}

test.beforeEach(async ({ page }) => {
  await freezeClock(page)
})

test('the page is used from the keyboard alone, in the order it reads, focus always visible', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('combobox', { name: 'Game' })).toBeVisible()
  // Header left to right, then the picker.
  expect(await tabThrough(page, 5)).toEqual([
    'Game assets',
    'time-format: Relative',
    'theme: Theme of the system',
    'API token',
    'Game',
  ])

  await page.keyboard.type('Space')
  await expect(page.getByRole('option', { name: /Space Raiders/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  const table = assetTable(page)
  await expect(table.locator('tbody tr')).toHaveCount(realistic.builds.length)

  // Tabs, then search, status and the table's own controls, as they appear on screen.
  expect(await tabThrough(page, 1)).toEqual([expect.stringMatching(/^Builds/)])
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('ArrowLeft')
  await expect(table.locator('tbody tr')).toHaveCount(realistic.builds.length)

  expect(await tabThrough(page, 6)).toEqual([
    'auto-refresh: Off',
    'Refresh',
    'tab panel',
    'Search builds by name, id or tag',
    'status-filter: All',
    'Compare',
  ])
  // The list's actions are one Tab stop, a toolbar: the arrow keys go through its buttons.
  await expect(page.getByRole('toolbar', { name: 'List actions' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  expect(await focusedControl(page)).toBe('Chart')
  await page.keyboard.press('ArrowRight')
  expect(await focusedControl(page)).toBe('Columns')
  // Its menus open as before, and Escape gives focus back to their button.
  await page.keyboard.press('Enter')
  const columns = page.getByRole('group', { name: 'Columns' })
  await expect(columns.getByRole('checkbox', { name: 'Name' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(columns).toBeHidden()
  expect(await focusedControl(page)).toBe('Columns')
  expect(await tabThrough(page, 1)).toEqual(['Name'])
  // Back into the toolbar at the button focused last; Home and End go to its ends.
  await page.keyboard.press('Shift+Tab')
  expect(await focusedControl(page)).toBe('Columns')
  await page.keyboard.press('End')
  expect(await focusedControl(page)).toBe('Export JSON')
  await page.keyboard.press('Home')
  expect(await focusedControl(page)).toBe('Compare')
  expect(await tabThrough(page, 1)).toEqual(['Name'])
  // The header is one Tab stop: the arrow keys go through its controls.
  await page.keyboard.press('ArrowRight')
  expect(await focusedControl(page)).toBe('Status')

  // Sorting by status with Enter on its header.
  await page.keyboard.press('Enter')
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )

  // "/" jumps to the search from anywhere; Escape empties it.
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox')).toBeFocused()
  await page.keyboard.type('hotfix')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(table.locator('tbody tr')).toHaveCount(realistic.builds.length)

  // The status filter moves with the arrow keys.
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Complete' })).toBeChecked()
  expect(new Set(await columnTexts(table, 'Status'))).toEqual(new Set(['Complete']))
})

for (const width of [1280, 1000, 480, 360]) {
  test(`at ${width} px the rows are at most 6 Tab stops from the search box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(gameUrl(SAMPLE_GAMES.realistic))
    await tableSettled(page)
    await page.getByRole('searchbox').focus()
    const onRow = () =>
      page.evaluate(() => document.activeElement?.matches('tbody tr[aria-rowindex]') ?? false)
    let presses = 0
    while (presses < 6 && !(await onRow())) {
      await page.keyboard.press('Tab')
      presses += 1
    }
    await expect(assetTable(page).locator('tbody tr[aria-rowindex]').first()).toBeFocused()
  })
}

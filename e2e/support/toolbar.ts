import { expect, type Locator, type Page } from '@playwright/test'

/*
 * The list's toolbar in a compact panel (below MEDIUM_FROM px of tab panel, in
 * src/features/lists/panel-width.ts): the search, then "Filters" (status, tag chips, the chart's
 * period) and "More" (the refresh controls, Compare, Chart, the exports); from there to WIDE_FROM
 * only "Filters", the rest in sight. A spec reaches a control through its menu only where it
 * knows the panel is compact, never "if the button shows": at a desk's width the same controls
 * are direct, and these helpers fail there.
 */

export type ToolbarMenuLabel = 'Filters' | 'More'

/** Where the toolbar is: the page, or an embedded panel's host element (its shadow root). */
type Scope = Page | Locator

/**
 * A menu's button. Its name is the label, then the badge's words: "Filters (2 on)", "More
 * (auto-refresh every 30 s)" (some engines join them without the space).
 */
export const toolbarMenuButton = (scope: Scope, label: ToolbarMenuLabel) =>
  scope.getByRole('button', { name: new RegExp(`^${label}\\b`) })

/** A menu's panel: a group named as its button's label. */
export const toolbarMenu = (scope: Scope, label: ToolbarMenuLabel) =>
  scope.getByRole('group', { name: label, exact: true })

/**
 * Opens a toolbar menu, as an operator does (a click, or focus and Enter), after checking it is
 * closed; returns its panel once it shows.
 */
export async function openToolbarMenu(
  scope: Scope,
  label: ToolbarMenuLabel,
  { by = 'pointer' }: { by?: 'pointer' | 'keyboard' } = {},
): Promise<Locator> {
  const button = toolbarMenuButton(scope, label)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  if (by === 'keyboard') {
    await button.focus()
    await button.press('Enter')
  } else {
    await button.click()
  }
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = toolbarMenu(scope, label)
  await expect(menu).toBeVisible()
  return menu
}

/** Closes an open toolbar menu with a second press on its button. */
export async function closeToolbarMenu(scope: Scope, label: ToolbarMenuLabel) {
  const button = toolbarMenuButton(scope, label)
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(toolbarMenu(scope, label)).toBeHidden()
}

/** Opens the menu, runs `step` on its controls, and closes it again; returns what `step` did. */
export async function inToolbarMenu<T>(
  scope: Scope,
  label: ToolbarMenuLabel,
  step: (menu: Locator) => Promise<T>,
): Promise<T> {
  const menu = await openToolbarMenu(scope, label)
  const result = await step(menu)
  await closeToolbarMenu(scope, label)
  return result
}

/**
 * `step` on controls a compact panel keeps in menu `label`: through the menu when `compact` (which
 * the test's width decides, never the page), directly otherwise.
 */
export const throughMenuIf = <T>(
  compact: boolean,
  scope: Scope,
  label: ToolbarMenuLabel,
  step: () => Promise<T>,
): Promise<T> => (compact ? inToolbarMenu(scope, label, step) : step())

/** What a menu button's badge shows ("2", "30 s"); its words for screen readers are in the name. */
export const toolbarMenuBadge = (scope: Scope, label: ToolbarMenuLabel) =>
  toolbarMenuButton(scope, label).locator('span[aria-hidden="true"]')

/** The Filters button counts `count` filters on: in its badge, and in its name. */
export async function expectFiltersOn(scope: Scope, count: number) {
  const button = toolbarMenuButton(scope, 'Filters')
  if (count === 0) {
    await expect(toolbarMenuBadge(scope, 'Filters')).toHaveCount(0)
    await expect(button).toHaveAccessibleName('Filters')
  } else {
    await expect(toolbarMenuBadge(scope, 'Filters')).toHaveText(String(count))
    await expect(button).toHaveAccessibleName(new RegExp(`^Filters ?\\(${count} on\\)$`))
  }
}

import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { parseRfc4180 } from '../src/test/rfc-4180'
import { expect, test } from './support/fixtures'
import { listKinds } from './support/lists'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { compareButton } from './support/snapshot-files'
import { assetTable, expectRowCount, tableSettled } from './support/table'
import {
  expectFiltersOn,
  openToolbarMenu,
  toolbarMenu,
  toolbarMenuBadge,
  toolbarMenuButton,
} from './support/toolbar'

/*
 * Issue 24, rows on the first screen of a narrow panel: below 1,080 px of tab panel the list's
 * toolbar is one row (the search, "Filters" and "More"), the figures one line with "All
 * figures", and the game's name is said once. Every control the menus hold is used here through
 * them, in a console's sidebar (400 px, ?embed=1) and on a phone (360 px, standalone).
 */

const GAME = SAMPLE_GAMES.realistic
const DAY_BEFORE = '2026-10-31T12:00:00Z'
const NEW_BUILDS = realistic.builds.filter(
  (build) => Date.parse(build.create_ts) > Date.parse(DAY_BEFORE),
)
const byStatus = (complete: boolean) => realistic.builds.filter((b) => b.complete === complete)
/** The builds the link below keeps: complete, tagged channel:stable, created in November 2026. */
const NOVEMBER = { from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z' }
const inNovember = (build: { create_ts: string }) =>
  build.create_ts >= NOVEMBER.from && build.create_ts < NOVEMBER.to
const COMPLETE_IN_NOVEMBER = byStatus(true).filter(inNovember)
const STABLE_IN_NOVEMBER = COMPLETE_IN_NOVEMBER.filter((b) => b.tags['channel'] === 'stable')

const TOTAL = realistic.builds.length
const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const search = (page: Page) => page.getByRole('searchbox', { name: /^Search builds/ })
const statusGroup = (page: Page) => page.getByRole('group', { name: 'Status' })
const autoRefresh = (page: Page) => page.getByRole('group', { name: 'Auto-refresh' })
const figures = (page: Page) => page.getByRole('status').filter({ hasText: 'complete in all' })
/** The button after the figures: "All figures" while folded, "Fewer" while not. */
const figuresToggle = async (page: Page) =>
  page.locator(`button[aria-controls="${await figures(page).getAttribute('id')}"]`)
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name)

/**
 * The table shows `count` builds, as its figures say (a phone's screen holds fewer rows than the
 * list, which draws only those in sight); few enough to be all in sight, the rows say it too.
 */
async function expectShown(page: Page, count: number) {
  await tableSettled(page)
  await expect(figures(page)).toHaveText(
    new RegExp(`^${count === TOTAL ? `${TOTAL} builds` : `${count} of ${TOTAL} builds shown`}`),
  )
  if (count <= 4) await expect(rows(page)).toHaveCount(count)
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} is not on screen`)
  return found
}

/** The search, Filters and More share one line: their vertical centres agree. */
async function expectOneToolbarRow(page: Page) {
  const boxes = await Promise.all(
    [search(page), toolbarMenuButton(page, 'Filters'), toolbarMenuButton(page, 'More')].map(box),
  )
  const centres = boxes.map(({ y, height }) => y + height / 2)
  for (const centre of centres) expect(Math.abs(centre - centres[0]!)).toBeLessThanOrEqual(1)
  // Left to right, none over another.
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width)
  }
  expect(await noSidewaysScroll(page)).toBe(0)
}

/** Where `text` (in the figures line, across elements if need be) is drawn, as a box. */
const textBox = (page: Page, text: string) =>
  figures(page).evaluate((line, words) => {
    const nodes: Text[] = []
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
    const at = nodes
      .map((node) => node.data)
      .join('')
      .indexOf(words)
    if (at < 0) throw new Error(`no "${words}" in the figures`)
    /** The text node and offset at `offset` characters into the line. */
    const point = (offset: number): [Text, number] => {
      for (const node of nodes) {
        if (offset <= node.data.length) return [node, offset]
        offset -= node.data.length
      }
      throw new Error('past the end')
    }
    const range = document.createRange()
    range.setStart(...point(at))
    range.setEnd(...point(at + words.length))
    const { top, bottom, left, right } = range.getBoundingClientRect()
    return { top, bottom, left, right }
  }, text)

/** Whether `text` shows inside the figures line's box (not cut off by the fold, below or after). */
async function showsInFigures(page: Page, text: string) {
  const [line, words] = [await box(figures(page)), await textBox(page, text)]
  return (
    words.top >= line.y - 0.5 &&
    words.bottom <= line.y + line.height + 0.5 &&
    words.left >= line.x - 0.5 &&
    words.right <= line.x + line.width + 0.5
  )
}

const layouts = [
  { name: 'in a 400 px sidebar (?embed=1)', width: 400, height: 800, params: { embed: '1' } },
  { name: 'on a 360 px phone', width: 360, height: 640, params: {} },
] as const

test.beforeEach(async ({ page }) => {
  await freezeClock(page)
})

for (const layout of layouts) {
  test.describe(layout.name, () => {
    async function open(page: Page, params: Record<string, string> = {}, count = TOTAL) {
      await page.setViewportSize({ width: layout.width, height: layout.height })
      await page.goto(gameUrl(GAME, { ...layout.params, ...params }))
      await expect(rows(page).first()).toBeVisible()
      await expectShown(page, count)
    }

    test('the first screen: one toolbar row, the figures on one line, the game named once', async ({
      page,
    }) => {
      await open(page)
      await expectOneToolbarRow(page)
      // Every filter and action is behind the two buttons, closed.
      for (const label of ['Filters', 'More'] as const) {
        await expect(toolbarMenuButton(page, label)).toHaveAttribute('aria-expanded', 'false')
        await expect(toolbarMenu(page, label)).toBeHidden()
      }
      await expectFiltersOn(page, 0)
      await expect(toolbarMenuBadge(page, 'More')).toHaveCount(0)
      await expect(toolbarMenuButton(page, 'More')).toHaveAccessibleName('More')

      // The game: the picker says its name, the id beside it; the heading is for screen readers.
      await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space Raiders')
      await expect(page.getByText(GAME, { exact: true })).toBeVisible()
      const heading = page.getByRole('heading', { level: 1, name: 'Space Raiders' })
      await expect(heading).toHaveCount(1)
      const headingBox = await box(heading)
      expect(headingBox.width <= 1 && headingBox.height <= 1).toBe(true)
      // No other text on screen says it.
      const shown = await page.getByText('Space Raiders', { exact: true }).evaluateAll(
        (found) =>
          found.filter((element) => {
            const { width, height } = element.getBoundingClientRect()
            return width > 1 && height > 1
          }).length,
      )
      expect(shown).toBe(0)

      // The figures: one line, the rest behind "All figures".
      const toggle = await figuresToggle(page)
      await expect(toggle).toHaveText('All figures')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect((await box(figures(page))).height).toBeLessThanOrEqual(24)
      expect(await showsInFigures(page, `${TOTAL} builds`)).toBe(true)
      expect(await showsInFigures(page, 'complete in all')).toBe(false)

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle).toHaveText('Fewer')
      await expect(figures(page).getByText(/complete in all$/)).toBeVisible()
      expect((await box(figures(page))).height).toBeGreaterThan(24)
      expect(await showsInFigures(page, 'complete in all')).toBe(true)
      expect(await showsInFigures(page, 'newest upload')).toBe(true)
      expect(await noSidewaysScroll(page)).toBe(0)

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toHaveText('All figures')
      expect((await box(figures(page))).height).toBeLessThanOrEqual(24)
      expect(await showsInFigures(page, 'complete in all')).toBe(false)
    })

    test('Filters: Stale by keyboard and by pointer, counted on the button; Escape and a press outside close it', async ({
      page,
    }) => {
      await open(page)
      const button = toolbarMenuButton(page, 'Filters')
      const stale = byStatus(false).filter((b) => b.display_name === 'abandoned upload')

      // By keyboard: Enter opens, Tab reaches the Status choice, the arrows choose.
      const menu = await openToolbarMenu(page, 'Filters', { by: 'keyboard' })
      await page.keyboard.press('Tab')
      await expect(statusGroup(page).getByRole('radio', { name: 'All' })).toBeFocused()
      for (const next of ['Complete', 'Uploading', 'Stale']) {
        await page.keyboard.press('ArrowRight')
        await expect(statusGroup(page).getByRole('radio', { name: next })).toBeChecked()
      }
      await expectShown(page, stale.length)
      await expect(rows(page)).toContainText([stale[0]!.display_name])
      expect(urlParam(page, 'status')).toEqual(['stale'])
      await expectFiltersOn(page, 1)
      // The menu stays open while used, inside the window.
      await expect(menu).toBeVisible()
      const menuBox = await box(menu)
      expect(menuBox.x >= 0 && menuBox.x + menuBox.width <= layout.width).toBe(true)
      expect(await noSidewaysScroll(page)).toBe(0)

      // Escape closes it, and focus is back on its button.
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()
      await expectOneToolbarRow(page)

      // By pointer: All shows every row again (no badge), Stale filters again.
      await openToolbarMenu(page, 'Filters')
      await statusGroup(page).getByText('All', { exact: true }).click()
      await expectShown(page, TOTAL)
      expect(urlParam(page, 'status')).toEqual([])
      await expectFiltersOn(page, 0)
      await statusGroup(page).getByText('Stale', { exact: true }).click()
      await expectShown(page, stale.length)
      expect(urlParam(page, 'status')).toEqual(['stale'])
      await expectFiltersOn(page, 1)

      // A press outside (on the game's id) closes it; the filter stays. The id shows beside the
      // picker once the games list has named the game; until then it is the hidden heading's.
      await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space Raiders')
      await page.getByText(GAME, { exact: true }).click()
      await expect(menu).toBeHidden()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expectShown(page, stale.length)
    })

    test('Filters: a link’s status, tag and period count 3; their chips are removed inside the menu', async ({
      page,
    }) => {
      expect(STABLE_IN_NOVEMBER.length).toBeGreaterThan(0)
      await open(
        page,
        { status: 'complete', tag: 'channel:stable', ...NOVEMBER },
        STABLE_IN_NOVEMBER.length,
      )
      await expectFiltersOn(page, 3)
      await expectOneToolbarRow(page)

      const menu = await openToolbarMenu(page, 'Filters')
      await expect(menu.getByRole('radio', { name: 'Complete' })).toBeChecked()
      const tags = menu.getByRole('list', { name: 'Tag filters' })
      await expect(tags.getByRole('listitem').locator('span[title]')).toHaveText([
        'channel: stable',
      ])
      await expect(menu.getByText(/^Created /)).toHaveText('Created November 2026')

      await tags.getByRole('button', { name: 'Remove tag filter channel: stable' }).click()
      await expectShown(page, COMPLETE_IN_NOVEMBER.length)
      expect(urlParam(page, 'tag')).toEqual([])
      await expectFiltersOn(page, 2)
      await expect(tags).toHaveCount(0)
      await expect(menu).toBeVisible()

      // By keyboard: focus stays in the menu when its control goes, so Escape still closes it.
      await menu.getByRole('button', { name: 'Remove filter: Created November 2026' }).focus()
      await page.keyboard.press('Enter')
      await expectShown(page, byStatus(true).length)
      expect(urlParam(page, 'from')).toEqual([])
      expect(urlParam(page, 'to')).toEqual([])
      await expectFiltersOn(page, 1)
      await expect(menu.getByText(/^Created /)).toHaveCount(0)
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('radio', { name: 'Complete' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(toolbarMenuButton(page, 'Filters')).toBeFocused()
    })

    test('More: auto-refresh shows on its button; Refresh asks for the list again', async ({
      page,
    }) => {
      const listRequests: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.endsWith(`/cloud/games/${GAME}${listKinds.builds.path}`)) {
          listRequests.push(request.url())
        }
      })
      await open(page)
      await expect.poll(() => listRequests.length).toBeGreaterThan(0)

      const more = toolbarMenuButton(page, 'More')
      const menu = await openToolbarMenu(page, 'More')
      await expect(menu.getByText(/^Updated /)).toHaveText('Updated just now')
      await expect(autoRefresh(page).getByRole('radio', { name: 'Off' })).toBeChecked()
      await autoRefresh(page).getByText('30 s', { exact: true }).click()
      await expect(autoRefresh(page).getByRole('radio', { name: '30 s' })).toBeChecked()
      await expect(toolbarMenuBadge(page, 'More')).toHaveText('30 s')
      await expect(toolbarMenuBadge(page, 'More')).toBeVisible()
      await expect(more).toHaveAccessibleName(/^More ?\(auto-refresh every 30 s\)$/)
      // With both buttons' badges on, still one row.
      await expectOneToolbarRow(page)

      const before = listRequests.length
      const refresh = menu.getByRole('button', { name: /^Refresh/ })
      await refresh.click()
      await expect.poll(() => listRequests.length).toBe(before + 1)
      await expect(refresh).toHaveAttribute('aria-busy', 'false')
      await expect(menu).toBeVisible()

      // Off again: no badge, and the name is the label alone.
      await autoRefresh(page).getByText('Off', { exact: true }).click()
      await expect(toolbarMenuBadge(page, 'More')).toHaveCount(0)
      await expect(more).toHaveAccessibleName('More')
    })

    test('More: Compare sets a since by keyboard; the new count leads the folded figures', async ({
      page,
    }) => {
      await open(page)
      await openToolbarMenu(page, 'More', { by: 'keyboard' })
      // Inside the menu: the auto-refresh choice, Refresh, then Compare.
      await page.keyboard.press('Tab')
      await expect(autoRefresh(page).getByRole('radio', { name: 'Off' })).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(compareButton(page)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(compareButton(page)).toHaveAttribute('aria-expanded', 'true')
      const input = page.getByLabel(/Mark as new what was created after/)
      await expect(input).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(input).toBeFocused()
      await input.fill(DAY_BEFORE.slice(0, 16))
      await input.press('Enter')

      await expect(page).toHaveURL(/since=2026-10-31T12%3A00%3A00Z/)
      await expect(compareButton(page)).toBeFocused()
      await expect(compareButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(rows(page).getByText('New', { exact: true })).toHaveCount(NEW_BUILDS.length)

      // Escape closes More too; the figures stay folded, the new count on their one line.
      await page.keyboard.press('Escape')
      await expect(toolbarMenuButton(page, 'More')).toBeFocused()
      await expect(toolbarMenu(page, 'More')).toBeHidden()
      await expect(await figuresToggle(page)).toHaveAttribute('aria-expanded', 'false')
      // Right after the count (the dots between the figures are drawn by CSS).
      await expect(figures(page)).toHaveText(
        new RegExp(`^${TOTAL} builds${NEW_BUILDS.length} new since 2026-10-31 12:00`),
      )
      expect((await box(figures(page))).height).toBeLessThanOrEqual(24)
      // Its words at least: the time may run past the end ("…") on a phone.
      expect(await showsInFigures(page, `${NEW_BUILDS.length} new since`)).toBe(true)
    })

    test('More: Chart opens the chart, Export CSV saves the rows shown', async ({ page }) => {
      await open(page)
      const menu = await openToolbarMenu(page, 'More')
      const chartToggle = menu.getByRole('button', { name: 'Chart', exact: true })
      await expect(chartToggle).toHaveAttribute('aria-expanded', 'false')
      await chartToggle.click()
      await expect(chartToggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('group', { name: /^builds per month/ })).toBeVisible()

      const exports = menu.getByRole('group', { name: 'Export' })
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        exports.getByRole('button', { name: 'Export CSV' }).click(),
      ])
      expect(file.suggestedFilename()).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.csv`)
      const text = await readFile(await file.path(), 'utf8')
      // After the byte order mark: a header, then every build shown.
      const [header, ...records] = parseRfc4180(text.slice(1))
      expect(header?.[0]).toBe('build_id')
      expect(records.map((record) => record[0]).sort()).toEqual(
        realistic.builds.map((build) => build.build_id).sort(),
      )
      await expect(menu).toBeVisible()
    })
  })
}

test('in a 400 px sidebar the keyboard goes tabs, search, Filters and More (one stop), figures, header, rows; inside More in its order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 })
  await page.goto(gameUrl(GAME, { embed: '1' }))
  await expectRowCount(assetTable(page), TOTAL)
  const all = await figuresToggle(page)
  await expect(all).toBeVisible()

  const expectTabTo = async (stops: [string, Locator][]) => {
    for (const [name, stop] of stops) {
      await page.keyboard.press('Tab')
      await expect(stop, `Tab reaches ${name}`).toBeFocused()
    }
  }
  await page.getByRole('combobox', { name: 'Game' }).focus()
  await expectTabTo([
    ['the Builds tab', page.getByRole('tab', { name: /^Builds/ })],
    ['the tab panel', page.getByRole('tabpanel')],
    ['the search', search(page)],
    // Filters and More are one stop, a toolbar: ArrowRight goes from one to the other.
    ['Filters', toolbarMenuButton(page, 'Filters')],
  ])
  await expect(page.getByRole('toolbar', { name: 'List actions' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(toolbarMenuButton(page, 'More')).toBeFocused()
  await expectTabTo([
    ['All figures', all],
    // The header is one stop, the rows another (the table's region is none while it has rows).
    ['the header', page.getByRole('button', { name: 'Name', exact: true })],
    ['the rows', assetTable(page).locator('tbody tr[aria-rowindex]').first()],
  ])

  // Inside More: "Updated …" (text) first, then each control in the order it reads.
  const menu = await openToolbarMenu(page, 'More', { by: 'keyboard' })
  await expect(menu).toHaveText(
    /^Updated just now.*Auto-refresh.*Refresh.*Compare.*Chart.*Columns.*Export CSV.*Export JSON/s,
  )
  await expectTabTo([
    ['Auto-refresh', autoRefresh(page).getByRole('radio', { name: 'Off' })],
    ['Refresh', menu.getByRole('button', { name: /^Refresh/ })],
    ['Compare', compareButton(page)],
    ['Chart', menu.getByRole('button', { name: 'Chart', exact: true })],
    ['Columns', menu.getByRole('button', { name: 'Columns', exact: true })],
    ['Export CSV', menu.getByRole('button', { name: 'Export CSV' })],
    ['Export JSON', menu.getByRole('button', { name: 'Export JSON' })],
    // Past its end: out of the menu, which closes rather than cover what has focus.
    ['All figures', all],
  ])
  await expect(menu).toBeHidden()
  await expect(toolbarMenuButton(page, 'More')).toHaveAttribute('aria-expanded', 'false')

  // Inside Filters likewise: the Status choice (no tag or period on), then out of the toolbar,
  // past More (the toolbar is one stop), to the figures.
  await toolbarMenuButton(page, 'Filters').focus()
  const filters = await openToolbarMenu(page, 'Filters', { by: 'keyboard' })
  await expectTabTo([['Status', statusGroup(page).getByRole('radio', { name: 'All' })]])
  await page.keyboard.press('Tab')
  await expect(all).toBeFocused()
  await expect(filters).toBeHidden()
})

test('at 1,280 px every control is direct: no Filters or More', async ({ page }) => {
  await page.goto(gameUrl(GAME))
  await expectRowCount(assetTable(page), TOTAL)
  await expect(toolbarMenuButton(page, 'Filters')).toHaveCount(0)
  await expect(toolbarMenuButton(page, 'More')).toHaveCount(0)
  for (const control of [
    statusGroup(page),
    autoRefresh(page),
    page.getByRole('button', { name: /^Refresh/ }),
    compareButton(page),
    page.getByRole('button', { name: 'Chart', exact: true }),
    page.getByRole('group', { name: 'Export' }),
  ]) {
    await expect(control).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'All figures' })).toHaveCount(0)
})

test('at 1000 px the toolbar keeps what fits: the filters fold, the actions and refresh stay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(gameUrl(GAME))
  await expectShown(page, TOTAL)
  // The status filter behind "Filters"; no "More": every action is in sight, on the search's row.
  await expect(statusGroup(page)).toBeHidden()
  await expect(toolbarMenuButton(page, 'More')).toHaveCount(0)
  const row = await box(search(page))
  for (const control of [
    toolbarMenuButton(page, 'Filters'),
    compareButton(page),
    page.getByRole('button', { name: 'Chart', exact: true }),
    page.getByRole('button', { name: /^Columns/ }),
    page.getByRole('button', { name: 'Export CSV' }),
    page.getByRole('button', { name: 'Export JSON' }),
  ]) {
    const { y, height } = await box(control)
    expect(Math.abs(y + height / 2 - (row.y + row.height / 2))).toBeLessThanOrEqual(1)
  }
  // The refresh controls beside the tabs.
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(autoRefresh(page)).toBeVisible()
  expect(await noSidewaysScroll(page)).toBe(0)

  await openToolbarMenu(page, 'Filters')
  await statusGroup(page).getByText('Stale', { exact: true }).click()
  await expectFiltersOn(page, 1)
})

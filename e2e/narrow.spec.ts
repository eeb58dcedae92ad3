import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import {
  BROKEN_AVATAR_IMAGE,
  freezeClock,
  gameUrl,
  realistic,
  SAMPLE_GAMES,
} from './support/sample'
import { readmeCaption, statedCount, statedFigure } from './support/readme-pictures'
import { assetTable, headerWidths, rowsWhollyInView, tableSettled } from './support/table'
import { settle } from './support/visual'

/*
 * The dashboard at the widths operators and consoles give it: a phone (360), a console's
 * sidebar (480), a split view (768) and a desk (1280), standalone and embedded (?embed=1).
 */

test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

const widths = [360, 480, 768, 1280] as const

async function open(page: Page, width: number, params: Record<string, string> = {}) {
  await page.setViewportSize({ width, height: 800 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, params))
  // The rows in view and a few more are drawn, not all 27 at 800 px high: wait for the list.
  await tableSettled(page)
  await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
  // Every width's screenshot shows the picker too (src/app/panel-body.tsx), with the game's name:
  // until the games are listed it shows the id, and the heading too (a fresh-clone run counted
  // 9 rows before the name came, where README's caption, taken with it, says 8).
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space Raiders')
}

for (const embed of [false, true]) {
  for (const width of widths) {
    test(`at ${width} px${embed ? ', embedded' : ''}: Name has the largest share, nothing runs off sideways`, async ({
      page,
    }) => {
      await open(page, width, embed ? { embed: '1' } : {})
      const headers = await headerWidths(assetTable(page))
      const [name = 0, ...others] = [
        headers.find(([text]) => text === 'Name')?.[1] as number,
        ...headers.filter(([text]) => text !== 'Name').map(([, w]) => w as number),
      ]
      expect(name).toBeGreaterThanOrEqual(120)
      for (const other of others) expect(name).toBeGreaterThan(other)
      // The newest build (first by default) shows its time whatever the width: in its column,
      // or folded under its name.
      const first = realistic.builds.reduce((a, b) =>
        Date.parse(b.create_ts) > Date.parse(a.create_ts) ? b : a,
      )
      const row = assetTable(page).locator('tbody tr').first()
      await expect(row).toContainText(first.display_name)
      await expect(row.locator('time')).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
    })
  }
}

for (const embed of [false, true]) {
  for (const width of [360, 480]) {
    test(`at ${width} px${embed ? ', embedded' : ''}: the tabs and the figures on show are whole`, async ({
      page,
    }) => {
      await open(page, width, embed ? { embed: '1' } : {})
      const tabs = page.getByRole('tablist')
      await expect(tabs.getByRole('tab')).toHaveText([
        /Builds\s*27/,
        /CDN sites\s*9/,
        /Avatars\s*13/,
      ])
      // The tabs fit their line: none is cut by it, none scrolls out of it.
      expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0)
      // Each figure on the folded line shows whole or not at all (below it), never "0 up…".
      const figures = page.getByRole('status').filter({ hasText: 'complete in all' })
      const facts = await figures.evaluate((line) => {
        const box = line.getBoundingClientRect()
        return Array.from(line.querySelectorAll('span'))
          .filter((fact) => fact.childElementCount === 0)
          .map((fact) => {
            const { left, right, top } = fact.getBoundingClientRect()
            const shown = top < box.bottom
            const whole = right <= box.right + 0.5 && left >= box.left - 0.5
            return {
              text: fact.textContent,
              shown,
              whole,
              cut: fact.scrollWidth > fact.clientWidth,
            }
          })
          .filter((fact) => fact.shown)
      })
      expect(facts.length).toBeGreaterThanOrEqual(2)
      for (const fact of facts)
        expect(fact, fact.text ?? '').toMatchObject({ whole: true, cut: false })
    })
  }
}

test('at 360 px, a folded value the line has no room for ends in "…", not in a cut word', async ({
  page,
}) => {
  // 360 px: the line has what the row actions' column leaves it, and some sample avatars' times
  // do not fit.
  await open(page, 360)
  await page.getByRole('tab', { name: /Avatars/ }).click()
  const rows = assetTable(page).locator('tbody tr')
  await expect(rows).toHaveCount(realistic.avatars.length)
  // Each row's folded line: whether its last value is cut, and if so whether with an ellipsis.
  const lastValues = await rows.evaluateAll((trs) =>
    trs.flatMap((tr) => {
      const value = tr.querySelector('time')?.closest('span')
      if (!value) return []
      const { textOverflow, overflow } = getComputedStyle(value)
      // Hidden past the line's end, the last letters would vanish with no sign they are there.
      const line = value.parentElement?.getBoundingClientRect()
      const past = line ? value.getBoundingClientRect().right - line.right > 0.5 : true
      return [{ cut: value.scrollWidth > value.clientWidth, textOverflow, overflow, past }]
    }),
  )
  // The sample's avatars: a name, a badge and a size leave too little room for some times.
  expect(lastValues.filter(({ cut }) => cut).length).toBeGreaterThan(0)
  for (const value of lastValues) expect(value.past).toBe(false)
  for (const value of lastValues.filter(({ cut }) => cut))
    expect(value).toMatchObject({ textOverflow: 'ellipsis', overflow: 'hidden' })
})

/**
 * The list's controls at 360 px in the order Tab reaches them: the search, Filters and its
 * controls after its button, then past More (Filters and More are one Tab stop, a toolbar) to the
 * figures and the header.
 */
const READING_ORDER = [
  'Game',
  'Builds',
  'Filters',
  // The Status choice (one stop for its radios).
  'All',
  'All figures',
  // The header: one Tab stop, whose arrow keys reach the Sort by menu (checked below).
  'Name',
]

/** From More (ArrowRight from Filters), its controls in the order Tab reaches them, and on. */
const MORE_ORDER = [
  'More',
  // Auto-refresh (one stop for its radios).
  'Off',
  'Refresh',
  'Compare',
  'Chart',
  'Export CSV',
  'Export JSON',
  'All figures',
  'Name',
]

test('at 360 px every control is reached by keyboard, and none is cut off', async ({ page }) => {
  await open(page, 360)
  // The header's controls load once the rows' frame is painted (src/app/dashboard.tsx).
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible()
  const reached: string[] = []
  for (let press = 0; press < 45; press++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null
      if (!element || element === document.body) return undefined
      const box = element.getBoundingClientRect()
      const labelledBy = element.getAttribute('aria-labelledby')
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy && document.getElementById(labelledBy)?.innerText) ??
        element.labels?.[0]?.textContent ??
        element.innerText.slice(0, 40)
      // Not covered either (an open menu over it): what shows at the middle of its part on
      // screen is it, or its label (a visually hidden radio's).
      const shown = element.closest('label') ?? element
      const area = shown.getBoundingClientRect()
      const [top, bottom] = [Math.max(area.top, 0), Math.min(area.bottom, window.innerHeight)]
      const hit = document.elementFromPoint(area.left + area.width / 2, (top + bottom) / 2)
      return {
        // Its first line: a tab's count, a menu button's badge come after.
        name: name.trim().split('\n')[0]!.trim(),
        button: element.tagName === 'BUTTON',
        inside: box.left >= 0 && box.right <= window.innerWidth,
        uncovered: hit !== null && shown.contains(hit),
      }
    })
    if (!focused) {
      reached.push('(page)')
      continue
    }
    expect(focused.inside, `${focused.name} is inside the page`).toBe(true)
    expect(focused.uncovered, `${focused.name} is not covered`).toBe(true)
    reached.push(focused.name)
    // The header's controls are behind its Settings button at this width; the list's filters
    // and actions behind Filters and More (opened here, and left by Tab: they close after).
    // Filters and More are one Tab stop, a toolbar: once Filters was opened, on the next lap
    // ArrowRight goes on to More, which the next Tab leaves for what follows.
    if (focused.name === 'Filters' && reached.indexOf('Filters') < reached.length - 1) {
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('button', { name: /^More\b/ })).toBeFocused()
      reached.push('More')
      await page.keyboard.press('Enter')
    } else if (focused.button && ['Settings', 'Filters', 'More'].includes(focused.name)) {
      await page.keyboard.press('Enter')
    }
  }
  for (const control of [
    'Settings',
    'Relative',
    'Theme of the system',
    'API token',
    ...READING_ORDER,
    ...MORE_ORDER,
    // The rows, one tab stop: the first (newest) row, whose details Enter opens.
    'clock skew preview',
  ]) {
    expect(reached, `${control} in ${reached.join(' | ')}`).toContain(control)
  }
  expect(reached.some((name) => /Search/.test(name))).toBe(true)
  await page.getByRole('button', { name: 'Name', exact: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused()
  // In the order they read.
  const positions = READING_ORDER.map((name) => reached.indexOf(name))
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
  const more = reached.indexOf('More')
  const fromMore = MORE_ORDER.map((name) => reached.indexOf(name, more))
  expect(fromMore).toEqual([...fromMore].sort((a, b) => a - b))
})

test('at 360 px the start page’s overview stays inside its card, each game’s three counts in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/')
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'All games' }) })
  const table = page.getByRole('region', { name: "Every game's lists" })
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Space Raiders', exact: true }) })
  const avatars = row.getByRole('button', { name: /custom avatars$/ })
  await expect(avatars).toBeVisible()
  const [content, region, count] = [
    await card.boundingBox(),
    await table.boundingBox(),
    await avatars.boundingBox(),
  ]
  // Inside the card's padding (12 px), not running into it.
  expect(region!.x + region!.width).toBeLessThanOrEqual(content!.x + content!.width - 11.5)
  // The last kind's count shows without scrolling the table sideways.
  expect(count!.x + count!.width).toBeLessThanOrEqual(region!.x + region!.width)
})

test('narrow, a folded column still sorts: from the sort menu in the header row', async ({
  page,
}) => {
  await open(page, 360)
  const table = assetTable(page)
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveCount(0)
  // In the header row, which keeps its one line.
  const headerRow = table.getByRole('row').first()
  expect((await headerRow.boundingBox())?.height).toBeLessThanOrEqual(37)
  await headerRow.getByLabel('Sort by').selectOption({ label: 'Size, largest first' })
  const largest = [...realistic.builds]
    .filter((build) => build.content_length !== undefined)
    .sort((a, b) => Number(b.content_length) - Number(a.content_length))[0]!
  await expect(table.locator('tbody tr').first()).toContainText(largest.display_name)
  await expect(page).toHaveURL(/sort=size/)
})

/**
 * The screenshots below that README.md shows: the screen each is taken of, and the figures its
 * caption counts besides the rows.
 */
const README_PICTURES: {
  picture: string
  width: number
  params: Record<string, string>
  figures: string[]
}[] = [
  { picture: 'builds-1280-light.png', width: 1280, params: {}, figures: ['builds', 'uploading'] },
  {
    picture: 'builds-400-embedded-dark.png',
    width: 400,
    params: { embed: '1' },
    figures: ['builds'],
  },
]

for (const { picture, width, params, figures } of README_PICTURES) {
  test(`README's ${picture} says how many rows it shows, and its figures`, async ({ page }) => {
    await open(page, width, params)
    const caption = readmeCaption(`narrow.spec.ts/${picture}`)
    expect(String(await rowsWhollyInView(page))).toBe(statedCount(caption, 'rows'))
    for (const word of figures) {
      await expect(page.getByRole('tabpanel')).toContainText(statedFigure(caption, word))
    }
  })
}

test.describe('visual', () => {
  // The screens: a phone, a console's sidebar (embedded), a wider one, a split view, a desk.
  const screens = [
    { width: 360, embed: false },
    { width: 400, embed: true },
    { width: 480, embed: false },
    { width: 768, embed: false },
    { width: 1280, embed: false },
  ]
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme })
      for (const { width, embed } of screens) {
        const form = embed ? '-embedded' : ''
        test(`the builds tab at ${width} px${embed ? ', embedded,' : ''} looks right`, async ({
          page,
        }) => {
          await open(page, width, embed ? { embed: '1' } : {})
          // Wide, the refresh controls are beside the tabs; compact, in "More", and its button shows.
          await expect(
            width < 1080
              ? page.getByRole('button', { name: /^More/ })
              : page.getByText('Updated just now'),
          ).toBeVisible()
          await settle(page)
          await expect(page).toHaveScreenshot(`builds-${width}${form}-${colorScheme}.png`)
        })
      }
    })
  }
})

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { listKindNames, listKinds, listRoute, type ListKind } from './support/lists'
import { freezeClock, gameUrl, SAMPLE_GAMES, UNKNOWN_GAME } from './support/sample'
import {
  chooseFile,
  compareButton,
  earlier,
  exportSnapshot,
  fileOf,
} from './support/snapshot-files'
import { assetTable, openRowDetails } from './support/table'
import { openToolbarMenu } from './support/toolbar'

// The broken sample avatar (BROKEN_AVATAR_IMAGE) and the unknown game are 404s on purpose.
test.use({ allowedConsoleErrors: [/status of 404/] })

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, headings, unique names). */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  const found = violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
  expect(found).toEqual([])
}

const states: Record<string, (page: Page, tab: ListKind) => Promise<void>> = {
  filled: async (page, tab) => {
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab }))
    await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
  },
  empty: async (page, tab) => {
    await page.goto(gameUrl(SAMPLE_GAMES.empty, { tab }))
    await expect(page.getByRole('tabpanel')).toContainText(/has no .* yet/)
  },
  error: async (page, tab) => {
    await page.goto(gameUrl(UNKNOWN_GAME, { tab }))
    await expect(page.getByRole('tabpanel').getByRole('alert')).toBeVisible()
  },
  'chart open, a bar chosen and its figures shown': async (page, tab) => {
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab }))
    await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
    await page.getByRole('button', { name: 'Chart', exact: true }).click()
    const bars = page.getByRole('figure').getByRole('button')
    await bars.last().click()
    await expect(bars.last()).toHaveAttribute('aria-pressed', 'true')
    await bars.last().focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
  },
  'narrow (400 px), a row’s details open': async (page, tab) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab }))
    await openRowDetails(assetTable(page).locator('tbody tr').first())
  },
  loading: async (page, tab) => {
    // The list never arrives while the page is checked.
    await page.route(listRoute(tab), () => undefined)
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab }))
    // The tab's own status, not the page shell's "Loading the dashboard…" before the app runs.
    await expect(
      page.getByRole('status', { name: `Loading ${listKinds[tab].plural}…` }),
    ).toBeVisible()
  },
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const tab of listKindNames) {
      for (const [state, reach] of Object.entries(states)) {
        test(`the ${tab} tab, ${state}, has no accessibility violations`, async ({ page }) => {
          await freezeClock(page)
          await reach(page, tab)
          await expect(page.locator('[data-theme]').first()).toHaveAttribute(
            'data-theme',
            colorScheme,
          )
          await expectNoViolations(page)
        })
      }
    }

    // One scan per test: a scan took 25 s on a CI box loaded twice over, so three in one test
    // ran past its time limit there.
    test('the start page has none', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('combobox', { name: 'Game' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('the open game picker has none', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('combobox', { name: 'Game' }).click()
      await expect(page.getByRole('listbox', { name: 'Games' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('the token form has none', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: /API token/ }).click()
      await expect(page.getByLabel('API token', { exact: true })).toBeVisible()
      await expectNoViolations(page)
    })

    // The screens (e2e/first-screen.spec.ts), each with the menus the compact panel has.
    for (const { width, height, embed } of [
      { width: 360, height: 640, embed: false },
      { width: 400, height: 700, embed: true },
      { width: 480, height: 700, embed: true },
      { width: 768, height: 600, embed: true },
      { width: 1280, height: 720, embed: false },
    ]) {
      const compact = width < 1080
      test(`at ${width} × ${height}${embed ? ', embedded,' : ''} the builds tab${compact ? ' with Filters, then More, open' : ''} has none`, async ({
        page,
      }) => {
        await freezeClock(page)
        await page.setViewportSize({ width, height })
        await page.goto(gameUrl(SAMPLE_GAMES.realistic, embed ? { embed: '1' } : {}))
        await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
        if (!compact) return expectNoViolations(page)
        await openToolbarMenu(page, 'Filters')
        await expectNoViolations(page)
        await page.keyboard.press('Escape')
        await openToolbarMenu(page, 'More')
        await expectNoViolations(page)
      })
    }

    test('the avatar preview dialog has none', async ({ page }) => {
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars' }))
      await page
        .getByRole('button', { name: /^Preview avatar/ })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoViolations(page)
    })

    test('a filtered list with no matches has none', async ({ page }) => {
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { q: 'no such thing' }))
      await expect(page.getByText('No builds match these filters.')).toBeVisible()
      await expectNoViolations(page)
    })

    test('the Compare menu with a "since" set has none', async ({ page }) => {
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { since: '2026-10-31T12:00:00Z' }))
      await expect(assetTable(page).getByText('New', { exact: true }).first()).toBeVisible()
      await compareButton(page).click()
      await expect(page.getByLabel(/Mark as new what was created after/)).toBeVisible()
      await expectNoViolations(page)
    })

    test('a comparison with a snapshot has none', async ({ page }) => {
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { since: '2026-10-31T12:00:00Z' }))
      await expect(assetTable(page).getByText('New', { exact: true }).first()).toBeVisible()
      const snapshot = earlier(await exportSnapshot(page))
      await chooseFile(page, fileOf('old.json', snapshot))
      await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible()
      await expect(assetTable(page).getByText('Removed', { exact: true })).toBeVisible()
      await expectNoViolations(page)
    })

    test('a refused snapshot’s alert has none', async ({ page }) => {
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic))
      await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
      await chooseFile(page, fileOf('not.json', 'not json'))
      await expect(page.getByRole('alert')).toContainText('is not JSON')
      await expectNoViolations(page)
    })
  })
}

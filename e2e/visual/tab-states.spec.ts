import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { byKind } from '../support/lists'
import {
  BROKEN_AVATAR_IMAGE,
  freezeClock,
  gameUrl,
  realistic,
  SAMPLE_GAMES,
  UNKNOWN_GAME,
} from '../support/sample'
import { assetTable, expectRowCount } from '../support/table'
import {
  expectSelected,
  FIXED_RAY_ID,
  pinRayIds,
  settle,
  tabs,
  themes,
  type Tab,
} from '../support/visual'

/*
 * Every tab in its four faces (filled, empty, loading, error), in both themes: one full-page
 * baseline each, compared pixel for pixel. The clock is frozen at the sample data's instant so
 * relative times ("2 min ago", "Updated just now") never move.
 */

// The realistic game's broken avatar image is part of the picture (its fallback icon); an
// unknown game answers 404 on every list. One pattern: a second array item would be options.
test.use({ allowedConsoleErrors: [new RegExp(`${BROKEN_AVATAR_IMAGE.source}|status of 404`)] })

const counts = byKind((kind) => realistic[kind].length)

type State = {
  name: 'filled' | 'empty' | 'loading' | 'error'
  /** Opens the tab and waits until the page shows this state completely. */
  open: (page: Page, tab: Tab) => Promise<void>
}

const tabCount = (page: Page, tab: Tab) => page.getByRole('tab', { name: tab.name })

const states: readonly State[] = [
  {
    name: 'filled',
    open: async (page, tab) => {
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: tab.id }))
      await expectRowCount(assetTable(page), counts[tab.id])
      // Every tab count is in the picture, so wait for all three lists.
      for (const other of tabs)
        await expect(tabCount(page, other)).toContainText(String(counts[other.id]))
      await expect(page.getByText('Updated just now')).toBeVisible()
    },
  },
  {
    name: 'empty',
    open: async (page, tab) => {
      await page.goto(gameUrl(SAMPLE_GAMES.empty, { tab: tab.id }))
      await expect(page.getByText(`This game has no ${tab.noun} yet.`)).toBeVisible()
      for (const other of tabs) await expect(tabCount(page, other)).toContainText('0')
      await expect(page.getByText('Updated just now')).toBeVisible()
    },
  },
  {
    name: 'loading',
    open: async (page, tab) => {
      // Never answered: the tab stays loading, and the other tabs wait for it before loading.
      await page.route(tab.list, () => undefined)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: tab.id }))
      await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
      await expect(page.getByRole('status', { name: `Loading ${tab.noun}…` })).toBeVisible()
    },
  },
  {
    name: 'error',
    open: async (page, tab) => {
      await pinRayIds(page)
      await page.goto(gameUrl(UNKNOWN_GAME, { tab: tab.id }))
      const alert = page.getByRole('tabpanel').getByRole('alert')
      await expect(alert).toContainText('This game does not exist')
      await expect(alert).toContainText(FIXED_RAY_ID)
      for (const other of tabs) await expect(tabCount(page, other)).toContainText('failed to load')
    },
  },
]

for (const colorScheme of themes) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const state of states) {
      for (const tab of tabs) {
        test(`the ${tab.id} tab ${state.name} looks right`, async ({ page }) => {
          await freezeClock(page)
          await state.open(page, tab)
          await expectSelected(page, tab)
          await settle(page)
          await expect(page).toHaveScreenshot(`${tab.id}-${state.name}-${colorScheme}.png`, {
            fullPage: true,
          })
        })
      }
    }

    test('the avatars tab looks the same when its images arrive after the first paint', async ({
      page,
    }) => {
      // Held until the rows are on screen, so every thumbnail is painted empty first.
      let release = () => {}
      const rowsShown = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/sample-avatars/**', async (route) => {
        await rowsShown
        await route.continue()
      })
      const avatars = tabs.find((tab) => tab.id === 'avatars')!
      await freezeClock(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: avatars.id }))
      await expectRowCount(assetTable(page), counts.avatars)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      release()
      await states[0]!.open(page, avatars)
      await settle(page)
      await expect(page).toHaveScreenshot(`avatars-filled-${colorScheme}.png`, { fullPage: true })
    })
  })
}

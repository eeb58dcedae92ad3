import type { Locator, Page } from '@playwright/test'
import { buildReactHost, hostPage, serveHostPage, type HostPageOptions } from './support/embed-host'
import { expect, test } from './support/fixtures'
import { errorAnswer, httpStatusError, netError, panelAlert } from './support/faults'
import { listKindNames, listRoute } from './support/lists'
import { gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import {
  expectListStored,
  forbidIndexedDb,
  hasListDatabase,
  keptList,
  storedLists,
} from './support/stored-lists'
import { assetTable, expectRowCount } from './support/table'

/*
 * The standalone page keeps the last lists on this device (issue 37): a repeat visit shows them
 * before the API answers, and each way they should go (Forget token, a refused token, the
 * setting turned off) leaves nothing a later visit could show.
 */

const BUILDS = realistic.builds.length
const TOKEN = 'cloud.eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'

/** Every later request of a list, of any kind, is held back: it never answers. */
const holdLists = (page: Page) =>
  Promise.all(listKindNames.map((kind) => page.route(listRoute(kind), () => {})))
/** Every later request of a list, of any kind, fails as if the API were down. */
const apiDown = (page: Page) =>
  Promise.all(
    listKindNames.map((kind) =>
      page.route(listRoute(kind), (route) => route.abort('internetdisconnected')),
    ),
  )
const API_DOWN = listKindNames.map((kind) => netError('ERR_INTERNET_DISCONNECTED', kind))
/** Every later request of a list is refused: the token is not (or no longer) good. */
const tokenRefused = (page: Page) =>
  Promise.all(
    listKindNames.map((kind) =>
      page.route(listRoute(kind), (route) =>
        route.fulfill(errorAnswer(401, { code: 'API_UNAUTHORIZED', message: 'Unauthorized.' })),
      ),
    ),
  )

/** The builds of the realistic game, read from the API and kept. */
async function visit(page: Page) {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), BUILDS)
  await expect.poll(() => storedLists(page)).toEqual(keptList('builds'))
  await expectListStored(page, BUILDS)
}

/** Nothing a later visit could show: no list. */
async function expectNoneKept(page: Page) {
  await expect.poll(() => storedLists(page)).toEqual([])
}

/** With the API down, the list fails after its retries and no row shows: nothing was kept. */
async function expectNothingKept(page: Page) {
  await expect(panelAlert(page)).toContainText('The API could not be reached', { timeout: 10_000 })
  await expectRowCount(assetTable(page), 0)
}

const openTokenPanel = (page: Page) => page.getByRole('button', { name: /API token/ }).click()
const keepSetting = (page: Page) =>
  page.getByRole('checkbox', { name: 'Keep the last lists on this device' })

test('lists stored with another token are not shown: the table loads', async ({ page }) => {
  await page.addInitScript(
    (token) =>
      sessionStorage.getItem('game-assets:api-token') ??
      sessionStorage.setItem('game-assets:api-token', token),
    TOKEN,
  )
  await visit(page)
  // Another token, put in the tab's storage behind the app's back (as a script could).
  await page.evaluate(() => sessionStorage.setItem('game-assets:api-token', 'cloud.another.token'))
  await holdLists(page)
  await page.reload()
  await expect(page.getByRole('status', { name: 'Loading builds…' })).toBeVisible()
  await expectRowCount(assetTable(page), 0)
})

test('a repeat visit shows the last list while the API has not answered yet', async ({ page }) => {
  await visit(page)
  await holdLists(page)
  const asked = page.waitForRequest(`**/cloud/games/${SAMPLE_GAMES.realistic}/builds`)
  await page.reload()
  await asked
  await expectRowCount(assetTable(page), BUILDS)
  await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
  await expect(page.getByText(/As of today \d\d:\d\d, checking…/)).toBeVisible()
})

test.describe('the API down on a repeat visit', () => {
  test.use({ allowedConsoleErrors: API_DOWN })

  test('the last list stays, and says it could not be refreshed', async ({ page }) => {
    await visit(page)
    await apiDown(page)
    await page.reload()
    // After its two retries (2 s, then 4 s of backoff, real time): past 10 s on a loaded box.
    await expect(panelAlert(page)).toContainText('Could not refresh the builds', {
      timeout: 30_000,
    })
    await expectRowCount(assetTable(page), BUILDS)
  })
})

test.describe('lists that must not come back', () => {
  test.use({ allowedConsoleErrors: API_DOWN })

  test('Forget token drops the lists read with it: the same token later finds none', async ({
    page,
  }) => {
    // The token the tab was given, there again after each load.
    await page.addInitScript(
      (token) => sessionStorage.setItem('game-assets:api-token', token),
      TOKEN,
    )
    await visit(page)
    await apiDown(page)
    await openTokenPanel(page)
    await page.getByRole('button', { name: 'Forget token' }).click()
    await expectNoneKept(page)
    await page.reload()
    await expectNothingKept(page)
  })

  test('turned off, the setting drops what was kept and keeps nothing more', async ({ page }) => {
    await visit(page)
    await openTokenPanel(page)
    await expect(keepSetting(page)).toBeChecked()
    await keepSetting(page).uncheck()
    await expectNoneKept(page)

    // A visit while it is off stores nothing: turned on again, the next visit has nothing.
    await page.reload()
    await expectRowCount(assetTable(page), BUILDS)
    await openTokenPanel(page)
    await expect(keepSetting(page)).not.toBeChecked()
    await keepSetting(page).check()
    await apiDown(page)
    await page.reload()
    await expectNothingKept(page)
  })

  test('"Clear stored lists" drops them, and says so', async ({ page }) => {
    await visit(page)
    await openTokenPanel(page)
    await page.getByRole('button', { name: 'Clear stored lists' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Stored lists cleared' })).toBeVisible()
    await expectNoneKept(page)
    await apiDown(page)
    await page.reload()
    await expectNothingKept(page)
  })
})

test.describe('a token the API refuses', () => {
  test.use({
    allowedConsoleErrors: [...API_DOWN, ...listKindNames.map((kind) => httpStatusError(401, kind))],
  })

  test('drops the kept lists: a later visit has none to show', async ({ page }) => {
    await visit(page)
    await tokenRefused(page)
    await page.reload()
    await expect(panelAlert(page)).toContainText('The API needs a valid token')
    // What was read with the token leaves the screen as well as the device (issue 46, item 6).
    await expect(panelAlert(page)).not.toContainText('showing the list loaded before')
    await expectRowCount(assetTable(page), 0)
    await expectNoneKept(page)
    await apiDown(page)
    await page.reload()
    await expectNothingKept(page)
  })
})

test('without IndexedDB the list still loads, and the settings say why none is kept', async ({
  page,
}) => {
  await forbidIndexedDb(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic))
  await expectRowCount(assetTable(page), BUILDS)
  await openTokenPanel(page)
  await expect(
    page.getByText(
      'This browser does not let the dashboard store lists here (private window or storage turned off); lists load from the API each visit.',
    ),
  ).toBeVisible()
})

test('in an iframe (?embed=1) nothing is kept unless its URL asks (?persist=1)', async ({
  page,
}) => {
  await page.goto(`${gameUrl(SAMPLE_GAMES.realistic)}&embed=1`)
  await expectRowCount(assetTable(page), BUILDS)
  expect(await hasListDatabase(page)).toBe(false)
  // Nor the games picked (issue 46).
  const picker = page.getByRole('combobox', { name: 'Game' })
  await picker.fill(SAMPLE_GAMES.empty)
  await picker.press('Enter')
  await expect(page.getByRole('heading', { name: 'Empty Game' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('game-assets:recent-games'))).toBeNull()

  await page.goto(`${gameUrl(SAMPLE_GAMES.realistic)}&embed=1&persist=1`)
  await expectRowCount(assetTable(page), BUILDS)
  await expect.poll(() => storedLists(page)).toEqual(keptList('builds'))

  // Opted out again: what the opted-in page kept goes (issue 46, item 5).
  await page.goto(`${gameUrl(SAMPLE_GAMES.realistic)}&embed=1`)
  await expectRowCount(assetTable(page), BUILDS)
  await expectNoneKept(page)
})

test.describe('the embedded forms', () => {
  const embedded = test.extend<object, { reactHost: Map<string, string> }>({
    reactHost: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, run) => run(await buildReactHost()),
      { scope: 'worker', timeout: 60_000 },
    ],
  })

  /** The host page with both forms, the React one given `reactProps` besides its token. */
  async function openHost(
    page: Page,
    reactHost: Map<string, string>,
    options: Pick<HostPageOptions, 'reactProps' | 'elementAttributes'>,
  ) {
    const html = hostPage({
      origin: new URL(test.info().project.use.baseURL!).origin,
      gameId: SAMPLE_GAMES.realistic,
      theme: 'light',
      elementToken: 'element-token',
      ...options,
      reactProps: { token: 'react-token', ...options.reactProps },
    })
    await serveHostPage(page, html, reactHost)
    await page.goto('/embed-host/')
    return [page.locator('#react-panel'), page.locator('game-assets-panel')]
  }
  const panelTable = (panel: Locator) => panel.getByRole('tabpanel').getByRole('table')
  /** The operator picks the empty game in each panel (the host hears it, and keeps its own). */
  async function pickGameIn(panels: Locator[]) {
    for (const panel of panels) {
      const picker = panel.getByRole('combobox', { name: 'Game' })
      await picker.fill(SAMPLE_GAMES.empty)
      await picker.press('Enter')
    }
  }
  const recentGames = (page: Page) =>
    page.evaluate(() => localStorage.getItem('game-assets:recent-games'))

  embedded('keep nothing unless the host asks', async ({ page, reactHost }) => {
    const panels = await openHost(page, reactHost, { reactProps: {} })
    for (const panel of panels) await expectRowCount(panelTable(panel), BUILDS)
    // A panel that kept lists would have opened its database before asking for the first.
    expect(await hasListDatabase(page)).toBe(false)
    // Nor do they keep the games picked in the host's storage (issue 46).
    await pickGameIn(panels)
    await expect
      .poll(() => page.evaluate(() => (window as { panelEvents?: unknown[] }).panelEvents))
      .toContainEqual(expect.objectContaining({ gameId: SAMPLE_GAMES.empty }))
    expect(await recentGames(page)).toBeNull()
  })

  embedded(
    'with persist, keep the last lists, and drop them when the token changes',
    async ({ page, reactHost }) => {
      const panels = await openHost(page, reactHost, {
        reactProps: { persist: true },
        elementAttributes: 'persist',
      })
      for (const panel of panels) await expectRowCount(panelTable(panel), BUILDS)
      // One per token: the React form's and the element's.
      await expect
        .poll(async () => (await storedLists(page)).filter((key) => key.includes('"builds"')))
        .toHaveLength(2)

      await holdLists(page)
      await page.reload()
      for (const panel of panels) await expectRowCount(panelTable(panel), BUILDS)

      await page.evaluate(() =>
        (
          window as unknown as { reactHost: { setProps: (props: object) => void } }
        ).reactHost.setProps({ token: 'another-token' }),
      )
      await expect.poll(() => storedLists(page)).toEqual([])
      // The games picked are kept too.
      await pickGameIn(panels)
      await expect.poll(() => recentGames(page)).toContain(SAMPLE_GAMES.empty)
    },
  )
})

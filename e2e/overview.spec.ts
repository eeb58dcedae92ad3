import type { Locator, Page } from '@playwright/test'
import { loadTestGameId } from '../server/data/load-test-game'
import { FLEET_GAMES, getSampleGame } from '../server/data/sample-data'
import { startTestServer } from '../server/test-server'
import type { SampleGame } from '../server/data/wire-types'
import { expect, test } from './support/fixtures'
import { listKindNames, listKinds } from './support/lists'
import { freezeClock, realistic, SAMPLE_GAMES, SAMPLE_NOW } from './support/sample'
import { assetTable } from './support/table'

// Hollow Crown's three lists answer 500 on purpose; Space Raiders' avatars tab shows a missing image.
test.use({
  allowedConsoleErrors: [/status of 500|status of 429|status of 404 .*\/sample-avatars\//],
})

const STALE_AFTER_MS = 24 * 60 * 60_000
const now = Date.parse(SAMPLE_NOW)
const game = (id: string) => getSampleGame(id) as SampleGame

/** What the overview should say of a game's list of one kind, from the API's own data. */
function figuresOf(sample: SampleGame, kind: (typeof listKindNames)[number]) {
  const items = sample[kind] as { complete: boolean; create_ts: string }[]
  const incomplete = items.filter((item) => !item.complete)
  const stale = incomplete.filter((item) => Date.parse(item.create_ts) < now - STALE_AFTER_MS)
  return { count: items.length, uploading: incomplete.length - stale.length, stale: stale.length }
}

const gameRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: "Every game's lists" })
    .getByRole('row')
    // The name, then what failed if anything did ("Hollow Crown Builds: …").
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}( |$)`) }) })

/** A kind's figure cell in a game's row (figures: count, stored, uploading, stale, newest). */
const figureCell = (row: Locator, kindIndex: number, figure: number) =>
  row.getByRole('cell').nth(kindIndex * 5 + figure)

test.beforeEach(async ({ page }) => {
  await freezeClock(page)
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('the start page is every game at a glance: each figure is its list’s', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible()
  for (const [name, id] of [
    ['Space Raiders', SAMPLE_GAMES.realistic],
    ['Frostmarch', FLEET_GAMES.stale],
    ['Tidebreaker', FLEET_GAMES.uploading],
    ['Empty Game', SAMPLE_GAMES.empty],
  ] as const) {
    const row = gameRow(page, name)
    for (const [index, kind] of listKindNames.entries()) {
      const expected = figuresOf(game(id), kind)
      await expect(
        row.getByRole('button', { name: `${expected.count} ${listKinds[kind].plural}` }),
      ).toBeVisible()
      await expect(figureCell(row, index, 2)).toHaveText(String(expected.uploading))
      await expect(figureCell(row, index, 3)).toHaveText(String(expected.stale))
    }
  }
  // The fleet's stale game has one stale build; its uploading game one upload in progress.
  await expect(figureCell(gameRow(page, 'Frostmarch'), 0, 3)).toHaveText('1')
  await expect(figureCell(gameRow(page, 'Tidebreaker'), 0, 2)).toHaveText('1')
  // At 1280 px every figure of every kind shows, and the table, filled, needs no sideways scroll.
  const table = page.getByRole('region', { name: "Every game's lists" })
  await expect(page.getByRole('status').filter({ hasText: /^30 games$/ })).toBeVisible({
    timeout: 60_000,
  })
  const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBe(0)
})

test('the games’ order is in the URL: kept on the way back from a game, and across a reload', async ({
  page,
}) => {
  await page.goto('/')
  const stale = page.getByRole('columnheader').filter({
    has: page.getByRole('button', { name: 'Builds stale' }),
  })
  await stale.getByRole('button').click()
  await expect(stale).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/games-sort=builds\.stale\.desc/)
  await gameRow(page, 'Frostmarch')
    .getByRole('button', { name: /builds$/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`game=${FLEET_GAMES.stale}`))
  await page.getByRole('combobox', { name: 'Game' }).click()
  await page.getByRole('option', { name: 'All games' }).click()
  await expect(page).toHaveURL(/games-sort=builds\.stale\.desc/)
  await expect(stale).toHaveAttribute('aria-sort', 'descending')
  await page.reload()
  await expect(stale).toHaveAttribute('aria-sort', 'descending')
})

test('a game whose lists fail says so in its row, with the API’s words; the others fill', async ({
  page,
}) => {
  await page.goto('/')
  const failing = gameRow(page, 'Hollow Crown')
  await expect(failing.getByRole('status')).toHaveText('Builds: An internal error occurred.')
  await expect(failing.getByRole('button', { name: /^Retry the / })).toHaveCount(3)
  await expect(gameRow(page, 'Space Raiders').getByRole('button', { name: /builds$/ })).toHaveText(
    String(realistic.builds.length),
  )
})

test('the games with a stale upload are one click away, and the URL keeps the filter', async ({
  page,
}) => {
  await page.goto('/')
  // Once the fleet has come (Tidebreaker is after Frostmarch).
  await expect(gameRow(page, 'Tidebreaker').getByRole('button', { name: /builds$/ })).toBeVisible()
  await page
    .getByRole('group', { name: 'Games shown' })
    .locator('label', { hasText: 'Stale' })
    .click()
  await expect(page).toHaveURL(/[?&]status=stale(&|$)/)
  await expect(gameRow(page, 'Frostmarch')).toBeVisible()
  await expect(gameRow(page, 'Tidebreaker')).toHaveCount(0)
  await expect(gameRow(page, 'Empty Game')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Stale' })).toBeChecked()
  await expect(gameRow(page, 'Frostmarch')).toBeVisible()
  await expect(gameRow(page, 'Tidebreaker')).toHaveCount(0)
})

test('at most 4 lists are in flight, each asked once: a game opened shows its list at once', async ({
  page,
}) => {
  let open = 0
  let most = 0
  const asked = new Map<string, number>()
  await page.route(/\/cloud\/games\/[^/]+\/(builds|cdn\/sites|avatars)/, async (route) => {
    const path = new URL(route.request().url()).pathname
    asked.set(path, (asked.get(path) ?? 0) + 1)
    most = Math.max(most, ++open)
    try {
      const response = await route.fetch()
      await route.fulfill({ response })
    } catch {
      // The test has ended with this list still coming (the 100,000-item ones): no one waits.
    } finally {
      open--
    }
  })
  await page.goto('/')
  await expect(gameRow(page, 'Tidebreaker').getByRole('button', { name: /builds$/ })).toBeVisible()
  expect(most).toBeLessThanOrEqual(4)
  expect(Math.max(...asked.values())).toBe(1)
  const builds = `/cloud/games/${SAMPLE_GAMES.realistic}/builds`
  expect(asked.get(builds)).toBe(1)
  await gameRow(page, 'Space Raiders')
    .getByRole('button', { name: /builds$/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`game=${SAMPLE_GAMES.realistic}`))
  await expect(page.getByRole('tab', { name: /^Builds/ })).toContainText(
    String(realistic.builds.length),
  )
  await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
  expect(asked.get(builds)).toBe(1)
  // "All games", the picker's first choice, comes back, with every figure still there.
  await page.getByRole('combobox', { name: 'Game' }).click()
  await page.getByRole('option', { name: 'All games' }).click()
  await expect(
    gameRow(page, 'Space Raiders').getByRole('button', { name: /builds$/ }),
  ).toBeVisible()
  expect(asked.get(builds)).toBe(1)
})

test('a 429 holds every game’s next list until its retry-after has passed', async ({ page }) => {
  await page.clock.install({ time: new Date(SAMPLE_NOW) })
  let limited = true
  let asked = 0
  await page.route(/\/cloud\/games\/[^/]+\/(builds|cdn\/sites|avatars)/, async (route) => {
    asked++
    if (limited && route.request().url().endsWith(`${SAMPLE_GAMES.realistic}/avatars`)) {
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '120', 'access-control-allow-origin': '*' },
        body: JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Slow down.', ray_id: 'r' }),
      })
      return
    }
    await route.continue()
  })
  await page.goto('/')
  await expect(page.getByText(/The API asked for a pause/)).toBeVisible()
  // What was in flight when the 429 came may still end; nothing new is asked.
  await page.clock.runFor(5_000)
  const during = asked
  await page.clock.runFor(60_000)
  expect(asked).toBe(during)
  limited = false
  await page.clock.runFor(60_000)
  await expect(page.getByText(/The API asked for a pause/)).toBeHidden()
  await expect(
    gameRow(page, 'Space Raiders').getByRole('button', { name: /custom avatars$/ }),
  ).toBeVisible()
  expect(asked).toBeGreaterThan(during)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test.describe('against a reference API that counts as the real service does', () => {
  const LISTS = /\/cloud\/games\/[^/]+\/(builds|cdn\/sites|avatars)$/

  /**
   * 140 games (config.json's; the token lists none), and their lists from a reference API that
   * counts GET requests per route and client as the real service does, on a clock the test moves.
   */
  async function countingApi(page: Page, requests: number) {
    // Both on the real time: the list worker, which reads a 429's retry-after, keeps the real
    // clock whatever the page's says.
    const clock = { offset: 0 }
    const server = await startTestServer({
      rateLimit: { requests, now: () => Date.now() + clock.offset },
    })
    await page.clock.install()
    const games = Array.from({ length: 140 }, (_, index) => ({
      id: loadTestGameId(index + 1),
      name: `Game ${String(index + 1).padStart(3, '0')}`,
    }))
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: '', games } }),
    )
    await page.route(
      (url) => url.pathname === '/cloud/games',
      (route) => route.fulfill({ json: { games: [] } }),
    )
    /** Answers by route (`builds`, `cdn/sites`, `avatars`) and status. */
    const answers = new Map<string, number>()
    const answered = (kind: string, status: number) => answers.get(`${kind} ${status}`) ?? 0
    await page.route(LISTS, async (route) => {
      const url = new URL(route.request().url())
      try {
        const response = await route.fetch({ url: `${server.origin}${url.pathname}` })
        const key = `${LISTS.exec(url.pathname)![1]} ${response.status()}`
        answers.set(key, (answers.get(key) ?? 0) + 1)
        await route.fulfill({ response })
      } catch {
        // The test has ended with this list still coming: no one waits.
      }
    })
    /** Moves the page's clock and the API's on together. */
    const pass = async (ms: number) => {
      clock.offset += ms
      await page.clock.fastForward(ms)
    }
    return { server, answered, pass }
  }

  // 420 lists, each through the counting API: more than the usual 20 s on a busy machine.
  test.describe.configure({ timeout: 240_000 })
  const FILLED = { timeout: 90_000 }

  const heading = (page: Page) =>
    page.getByRole('heading', { name: 'All games' }).locator('xpath=..').getByRole('status')

  test('fills 100 games by itself, 20 more on demand, and never asks a route more than 128 times in 15 minutes', async ({
    page,
  }) => {
    const { server, answered, pass } = await countingApi(page, 128)
    try {
      await page.goto('/')
      const kinds = ['builds', 'cdn/sites', 'avatars']
      const each = (status: number) => kinds.map((kind) => answered(kind, status))
      await expect(heading(page)).toHaveText('140 games', FILLED)
      expect(each(200)).toEqual([100, 100, 100])
      await expect(gameRow(page, 'Game 101').getByText('waiting for the builds')).toBeAttached()

      await page.getByRole('button', { name: 'Load the next 20 games' }).click()
      await expect(heading(page)).toHaveText('140 games', FILLED)
      expect(each(200)).toEqual([120, 120, 120])
      await expect(
        gameRow(page, 'Game 120').getByRole('button', { name: '120 builds' }),
      ).toBeVisible()

      // The last 20: 8 of them fit in each route's 128; the rest wait for the window.
      await page.getByRole('button', { name: 'Load the next 20 games' }).click()
      const note = page.getByText(/has asked for as many lists as the API allows in 15 minutes/)
      await expect(note).toBeVisible()
      await expect(heading(page)).toHaveText('140 games · 12 still arriving', FILLED)
      expect(each(200)).toEqual([128, 128, 128])
      await expect(page.getByRole('button', { name: /Load the next/ })).toBeHidden()

      await pass(15 * 60_000)
      await expect(heading(page)).toHaveText('140 games', FILLED)
      await expect(note).toBeHidden()
      expect(each(200)).toEqual([140, 140, 140])
      // The API never had to refuse one.
      expect(each(429)).toEqual([0, 0, 0])
      await expect(
        gameRow(page, 'Game 140').getByRole('button', { name: '140 builds' }),
      ).toBeVisible()
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await server.close()
    }
  })

  test('a lower limit than the budget: its 429 and HTTP-date retry-after hold every game, then the rest come', async ({
    page,
  }) => {
    const { server, answered, pass } = await countingApi(page, 30)
    try {
      await page.goto('/')
      await expect(page.getByText(/The API asked for a pause/)).toBeVisible()
      const refused = () =>
        answered('builds', 429) + answered('cdn/sites', 429) + answered('avatars', 429)
      // Those in flight when the first 429 came may be refused too; nothing is asked after.
      await page.clock.runFor(5_000)
      const ok = answered('builds', 200)
      const before = refused()
      expect(ok).toBe(30)
      expect(before).toBeLessThanOrEqual(4)
      await pass(10 * 60_000)
      expect(refused()).toBe(before)
      expect(answered('builds', 200)).toBe(ok)
      // The retry-after (the window's end) passes: the next 30 per route come.
      await pass(5 * 60_000)
      await expect(page.getByText(/The API asked for a pause/)).toBeHidden()
      await expect.poll(() => answered('builds', 200)).toBe(60)
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await server.close()
    }
  })
})

test('Lately lists every game’s newest uploads, each opening its item', async ({ page }) => {
  await page.goto('/?overview=lately')
  const table = page.getByRole('region', { name: 'Uploads of every game, lately' })
  // Every list has come (the load-test games' too), but Hollow Crown's, which failed.
  await expect(page.getByRole('status').filter({ hasText: 'uploads of every game' })).toHaveText(
    /^[\d,]+ uploads of every game in the last 7 days · without Hollow Crown, whose lists failed \(Games says why\)$/,
    { timeout: 60_000 },
  )
  // Newest first, and the load-test games uploaded many since Tidebreaker's build: the table is
  // virtual, so scroll down to it as an operator would.
  const row = table.getByRole('row').filter({ hasText: 'release 1.8.0' })
  await expect(async () => {
    if ((await row.count()) === 0) {
      await table.evaluate((element) => element.scrollBy(0, element.clientHeight / 2))
    }
    expect(await row.count()).toBe(1)
  }).toPass()
  await row.scrollIntoViewIfNeeded()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Tidebreaker' }).click()
  await expect(page).toHaveURL(new RegExp(`game=${FLEET_GAMES.uploading}`))
  await expect(page).toHaveURL(/[?&]item=/)
  await expect(assetTable(page).getByRole('row').filter({ hasText: 'release 1.8.0' })).toBeVisible()
})

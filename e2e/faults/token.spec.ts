import type { Page, Request, Route } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import {
  dataRows,
  faultUrl,
  listBody,
  SMALL_PNG,
  serveListBody,
  tab,
  wireAvatar,
  wireItem,
} from '../support/faults'
import { listKindNames } from '../support/lists'
import { startTrickleServer } from '../support/raw-server'

/*
 * The API token: kept in sessionStorage (localStorage only with "Remember on this device"),
 * never in the URL, sent as `Authorization: Bearer …` to the API and to nothing else (avatar
 * images on another origin get no Authorization header).
 */

const STORAGE_KEY = 'game-assets:api-token'
const IMAGE_HOST = 'https://avatars.example.test'
const TOKEN = 'fault-secret-token-4242'

/** What a request's header reads as when its page closed before it could be read. */
const PAGE_CLOSED = '(the page closed before this header was read)'

type Seen = { url: string; authorization: Promise<string | undefined> }

/**
 * Records every request the pages of the test make, with the Authorization header it carried.
 * The avatars list is one complete avatar whose image is on another origin (routed here).
 */
async function watch(page: Page) {
  const seen: Seen[] = []
  // Pushed at once, in the order the requests start; the header is read when it is asked for.
  // A request made as the test ends (a refetch on the page's way out) may find its page closed
  // before its header is read: that must not fail the run after the test passed, nor a test
  // that does read it, whose assertion then names what happened.
  const record = (request: Request) =>
    seen.push({
      url: request.url(),
      authorization: request.headerValue('authorization').then(
        (value) => value ?? undefined,
        () => PAGE_CLOSED,
      ),
    })
  page.context().on('request', record)
  await page
    .context()
    .route(`${IMAGE_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: SMALL_PNG }),
    )
  await serveListBody(
    page,
    'avatars',
    listBody('avatars', [wireAvatar(0, { url: `${IMAGE_HOST}/avatar.png` })]),
  )
  return seen
}

const storedTokens = (page: Page) =>
  page.evaluate((key) => {
    const holding = (storage: Storage) =>
      Object.keys(storage).filter((name) => (storage.getItem(name) ?? '').includes('fault-secret'))
    return {
      session: sessionStorage.getItem(key),
      local: localStorage.getItem(key),
      holding: [...holding(sessionStorage), ...holding(localStorage)],
    }
  }, STORAGE_KEY)

/**
 * Opens the builds tab, waits until every list has loaded (the page is quiet), enters a token.
 * Returns how many requests had started before it was saved.
 */
async function enterToken(page: Page, seen: Seen[], { remember }: { remember: boolean }) {
  await page.goto(faultUrl('builds'))
  await expect(dataRows(page).first()).toBeVisible()
  for (const which of listKindNames) {
    await expect(tab(page, which)).toHaveAccessibleName(/\d$/)
  }
  await page.getByRole('button', { name: 'API token' }).click()
  await page.getByLabel('API token', { exact: true }).fill(TOKEN)
  const rememberBox = page.getByRole('checkbox', { name: 'Remember on this device' })
  await expect(rememberBox).not.toBeChecked()
  if (remember) await rememberBox.check()
  const from = seen.length
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'API token set' })).toBeVisible()
  return from
}

/**
 * Opens the builds tab with the token kept for this session, on a builds list that needs it:
 * without one the API answers 401; with it, `withToken` answers.
 */
async function openWithSessionToken(page: Page, withToken: (route: Route) => Promise<void>) {
  await page.route(`**/cloud/games/*/builds`, async (route) => {
    if (await route.request().headerValue('authorization')) return withToken(route)
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'API_UNAUTHORIZED', message: 'No token.', ray_id: 'r' }),
    })
  })
  await page.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [
    STORAGE_KEY,
    TOKEN,
  ] as const)
  await page.goto(faultUrl('builds'))
}

const resolved = (seen: Seen[]) =>
  Promise.all(
    seen.map(async ({ url, authorization }) => ({ url, authorization: await authorization })),
  )

/** After the token was entered: the API gets it, the avatar image host does not, no URL has it. */
async function expectTokenSentOnlyToTheApi(page: Page, seen: Seen[], from: number) {
  await tab(page, 'avatars').click()
  const image = dataRows(page).first().locator('img')
  await expect(image).toHaveJSProperty('complete', true)

  const all = await resolved(seen)
  const after = all.slice(from)
  const api = after.filter((request) => new URL(request.url).pathname.startsWith('/cloud/'))
  const images = after.filter((request) => request.url.startsWith(IMAGE_HOST))
  expect(api.length, 'API requests after the token was saved').toBeGreaterThan(0)
  for (const request of api)
    expect(request, 'API request').toMatchObject({ authorization: `Bearer ${TOKEN}` })
  expect(images.length, 'avatar image requests').toBeGreaterThan(0)
  for (const request of images) expect(request.authorization, request.url).toBeUndefined()
  // Nothing else (the app's own files, config.json) carries it either.
  for (const request of after.filter((r) => !api.includes(r))) {
    expect(request.authorization, request.url).toBeUndefined()
  }
  for (const request of all) expect(request.url).not.toContain(TOKEN)
  expect(page.url()).not.toContain(TOKEN)
}

test('a token entered without "Remember" is kept in sessionStorage only', async ({ page }) => {
  const seen = await watch(page)
  const from = await enterToken(page, seen, { remember: false })

  expect(await storedTokens(page)).toEqual({ session: TOKEN, local: null, holding: [STORAGE_KEY] })
  await expectTokenSentOnlyToTheApi(page, seen, from)

  // Another tab of the same browser does not have it: sessionStorage is per tab.
  const other = await page.context().newPage()
  await other.goto(faultUrl('builds'))
  await expect(dataRows(other).first()).toBeVisible()
  await expect(other.getByRole('button', { name: 'API token', exact: true })).toBeVisible()
})

test('a token entered with "Remember on this device" is kept in localStorage only', async ({
  page,
}) => {
  const seen = await watch(page)
  const from = await enterToken(page, seen, { remember: true })

  expect(await storedTokens(page)).toEqual({ session: null, local: TOKEN, holding: [STORAGE_KEY] })
  await expectTokenSentOnlyToTheApi(page, seen, from)

  // Another tab of the same browser uses it at once.
  const other = await page.context().newPage()
  const before = seen.length
  await other.goto(faultUrl('builds'))
  await expect(dataRows(other).first()).toBeVisible()
  await expect(other.getByRole('button', { name: 'API token set' })).toBeVisible()
  const builds = (await resolved(seen))
    .slice(before)
    .filter((request) => request.url.endsWith('/builds'))
  expect(builds.length).toBeGreaterThan(0)
  for (const request of builds) expect(request.authorization).toBe(`Bearer ${TOKEN}`)
  expect(other.url()).not.toContain(TOKEN)
})

test('a token holding a zero-width space is refused where it is typed, naming the character', async ({
  page,
}) => {
  await page.goto(faultUrl('builds'))
  await expect(dataRows(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'API token' }).click()
  const field = page.getByLabel('API token', { exact: true })
  await field.fill(`${TOKEN.slice(0, 5)}\u200b${TOKEN.slice(5)}`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'zero-width space' })).toHaveText(
    'The token holds a zero-width space (U+200B) at character 6: a token is letters, digits and punctuation only. Paste it again without it.',
  )
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(await storedTokens(page)).toMatchObject({ session: null, local: null })

  // Pasted again without it, it is saved and the list still shows.
  await field.fill(TOKEN)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'API token set' })).toBeVisible()
  await expect(dataRows(page).first()).toBeVisible()
})

test('forgetting the token takes the lists read with it off the screen and out of export', async ({
  page,
}) => {
  await openWithSessionToken(page, (route) => route.fallback())
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()

  await page.getByRole('button', { name: 'API token set' }).click()
  await page.getByRole('button', { name: 'Forget token' }).click()
  await expect(page.getByRole('button', { name: 'API token', exact: true })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('Enter a token')
  await expect(dataRows(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
})

test('forgetting the token while the first list is still arriving stops its request, and its rows go', async ({
  page,
}) => {
  // The list the page's address names arrives one build every 300 ms, and never ends.
  const item = (n: number) => JSON.stringify(wireItem('builds', n))
  const trickle = await startTrickleServer(`{"builds":[${item(0)}`, 300, (n) => `,${item(n)}`)
  try {
    await openWithSessionToken(page, (route) => route.continue({ url: trickle.url }))
    await expect(dataRows(page).nth(2)).toBeVisible()

    await page.getByRole('button', { name: 'API token set' }).click()
    await page.getByRole('button', { name: 'Forget token' }).click()
    await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('Enter a token')
    await expect(dataRows(page)).toHaveCount(0)
    // The request made with the forgotten token was stopped, not left to read on.
    await expect.poll(trickle.closed).toBe(1)
    await expect(dataRows(page)).toHaveCount(0)
  } finally {
    await trickle.close()
  }
})

test('forgetting a remembered token in one tab ends its use in the other tabs of the device', async ({
  page,
  context,
}) => {
  const seen = await watch(page)
  await enterToken(page, seen, { remember: true })
  const other = await context.newPage()
  await other.goto(faultUrl('builds'))
  await expect(other.getByRole('button', { name: 'API token set' })).toBeVisible()
  await expect(dataRows(other).first()).toBeVisible()

  await page.getByRole('button', { name: 'API token set' }).click()
  await page.getByRole('button', { name: 'Forget token' }).click()
  await expect(other.getByRole('button', { name: 'API token', exact: true })).toBeVisible()
  // Its lists were asked for again, and every request since goes without the forgotten token.
  const from = seen.length
  await other.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => seen.length).toBeGreaterThan(from)
  const since = await resolved(seen.slice(from))
  expect(since.filter(({ authorization }) => authorization !== undefined)).toEqual([])
})

test('an invalid optional field in config.json falls back alone: the token still goes only to the configured API', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '/configured-api', maxListSeconds: 0 } }),
  )
  // The configured API: the reference API behind a path of its own, as a proxy would put it.
  const sent: { path: string; authorization: string | undefined }[] = []
  await page.route('**/cloud/**', async (route) => {
    const url = new URL(route.request().url())
    const authorization = (await route.request().headerValue('authorization')) ?? undefined
    sent.push({ path: url.pathname, authorization })
    if (!url.pathname.startsWith('/configured-api/')) return route.fulfill({ status: 599 })
    return route.continue({ url: url.href.replace('/configured-api/', '/') })
  })
  await page.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [
    STORAGE_KEY,
    TOKEN,
  ] as const)
  await page.goto(faultUrl('builds'))
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'maxListSeconds' })).toHaveText(
    'config.json does not match what the dashboard expects: "maxListSeconds" should be a number of seconds above 0 but is 0. Using the default for it instead.',
  )
  await expect(tab(page, 'sites')).toHaveAccessibleName(/\d$/)
  expect(sent.length).toBeGreaterThan(0)
  for (const { path, authorization } of sent) {
    expect(path).toMatch(/^\/configured-api\//)
    expect(authorization).toBe(`Bearer ${TOKEN}`)
  }
})

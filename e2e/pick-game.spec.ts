import { itemName, LIST_KEY, routeList, rowNamed, wireItem } from './support/faults'
import { expect, test } from './support/fixtures'
import { listKindNames, listKinds } from './support/lists'
import { BROKEN_AVATAR_IMAGE, realistic, SAMPLE_GAMES } from './support/sample'
import { startTrickleServer } from './support/raw-server'
import { assetTable } from './support/table'

// Opening the avatars tab loads the one sample image that is missing on purpose.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

test('an operator picks a game from the list and switches between its tabs', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible()

  const picker = page.getByRole('combobox', { name: 'Game' })
  await picker.click()
  await picker.fill('space')
  await expect(page.getByRole('option')).toHaveCount(2) // the match, and "open this text as an id"
  await page.getByRole('option', { name: /Space Raiders/ }).click()

  await expect(page).toHaveURL(new RegExp(`game=${SAMPLE_GAMES.realistic}`))
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await expect(picker).toHaveValue('Space Raiders')

  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveText(
    listKindNames.map((kind) => `${listKinds[kind].label}${realistic[kind].length}`),
  )
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(assetTable(page).locator('tbody tr')).toHaveCount(realistic.builds.length)

  await page.getByRole('tab', { name: /CDN sites/ }).click()
  await expect(page).toHaveURL(/tab=sites/)
  await expect(assetTable(page)).toHaveAccessibleName('CDN sites of Space Raiders')
  await expect(assetTable(page).locator('tbody tr')).toHaveCount(realistic.sites.length)

  // Arrow keys move between tabs, as ARIA tabs do.
  await page.getByRole('tab', { name: /CDN sites/ }).press('ArrowRight')
  await expect(page.getByRole('tab', { name: /Avatars/ })).toBeFocused()
  await expect(page.getByRole('tab', { name: /Avatars/ })).toHaveAttribute('aria-selected', 'true')
  await expect(assetTable(page)).toHaveAccessibleName('Avatars of Space Raiders')
  await page.keyboard.press('Home')
  await expect(page.getByRole('tab', { name: /Builds/ })).toHaveAttribute('aria-selected', 'true')
})

test('a game id pasted into the picker opens that game, and is remembered', async ({ page }) => {
  await page.goto('/')
  // Once the games are listed (the overview says how many): the name remembered is theirs.
  await expect(page.getByText(/^[\d,]+ games/)).toBeVisible()
  const picker = page.getByRole('combobox', { name: 'Game' })
  await picker.fill(SAMPLE_GAMES.empty)
  await picker.press('Enter')

  await expect(page.getByRole('heading', { name: 'Empty Game' })).toBeVisible()
  await expect(page.getByText('This game has no builds yet.')).toBeVisible()
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  await expect(page.getByText('This game has no CDN sites yet.')).toBeVisible()
  await page.getByRole('tab', { name: /Avatars/ }).click()
  await expect(page.getByText('This game has no custom avatars yet.')).toBeVisible()

  const stored = await page.evaluate(() => localStorage.getItem('game-assets:recent-games'))
  expect(JSON.parse(stored ?? '[]')).toEqual([{ id: SAMPLE_GAMES.empty, name: 'Empty Game' }])
})

test('Back and Forward move through the games, tabs and sorts the operator chose', async ({
  page,
}) => {
  await page.goto(`/?game=${SAMPLE_GAMES.realistic}`)
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await page.getByRole('tab', { name: /Avatars/ }).click()
  await page.getByRole('button', { name: 'Size' }).click()
  await expect(page).toHaveURL(/tab=avatars&sort=size.desc/)

  await page.goBack()
  await expect(page).toHaveURL(/tab=avatars&sort=created.desc/)
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await page.goBack()
  await expect(page.getByRole('tab', { name: /Builds/ })).toHaveAttribute('aria-selected', 'true')
  await page.goForward()
  await expect(page.getByRole('tab', { name: /Avatars/ })).toHaveAttribute('aria-selected', 'true')
})

test('a game left while its list is still arriving shows its whole list when come back to', async ({
  page,
}) => {
  // The first request for Space Raiders' builds sends one build, then nothing more, ever.
  const server = await startTrickleServer(
    `{"${LIST_KEY.builds}":[${JSON.stringify(wireItem('builds', 0))},`,
  )
  try {
    const requests = await routeList(page, 'builds', (route, attempt) =>
      attempt === 1 ? route.continue({ url: server.url }) : route.continue(),
    )
    await page.goto(`/?game=${SAMPLE_GAMES.realistic}`)
    await expect(rowNamed(page, itemName('builds', 0))).toBeVisible()
    await expect(page.getByText('more arriving…')).toBeVisible()

    // Another game, then Back: Space Raiders' builds are asked for again, and arrive whole,
    // rather than stopping at the one that had come ("more arriving" for ever).
    const picker = page.getByRole('combobox', { name: 'Game' })
    await picker.fill(SAMPLE_GAMES.empty)
    await picker.press('Enter')
    await expect(page.getByText('This game has no builds yet.')).toBeVisible()
    await expect.poll(() => server.closed()).toBe(1)
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
    await expect(assetTable(page).locator('tbody tr')).toHaveCount(realistic.builds.length)
    await expect(page.getByText('more arriving…')).toHaveCount(0)
    expect(requests.count).toBe(3)
  } finally {
    await server.close()
  }
})

test("the picker shows a game's logo when it has one, and its initials otherwise", async ({
  page,
}) => {
  await page.goto('/')
  const picker = page.getByRole('combobox', { name: 'Game' })
  await picker.click()
  const option = (name: RegExp) => page.getByRole('option', { name })
  const raidersLogo = option(/Space Raiders/).locator('img')
  await expect(raidersLogo).toHaveAttribute('src', /\/sample-logos\/space-raiders\.png$/)
  // Loaded, not a broken image.
  await expect
    .poll(() => raidersLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(64)
  await expect(option(/Empty Game/).locator('img')).toHaveCount(0)
  await expect(option(/Empty Game/).locator('[data-initials]')).toHaveText('EG')

  await option(/Space Raiders/).click()
  // The chosen game's logo sits in the field beside its name.
  await expect(picker).toHaveValue('Space Raiders')
  const fieldLogo = picker.locator('xpath=..').locator('img')
  await expect(fieldLogo).toHaveAttribute('src', /\/sample-logos\/space-raiders\.png$/)
  await expect
    .poll(() => fieldLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(64)
})

test('the start page never shows a table-shaped skeleton before "All games"', async ({ page }) => {
  // Before every frame the page paints: whether a loading table shows.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { skeletonsSeen: seen })
    const look = () => {
      for (const loading of document.querySelectorAll('[aria-busy="true"]')) {
        const table = loading.querySelector('table')
        if (table?.checkVisibility()) seen.push(loading.getAttribute('aria-label') ?? '')
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  // The games come slowly: the page has long enough to show whatever it shows while it waits.
  await page.route('**/cloud/games', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'All games' })).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { skeletonsSeen: string[] }).skeletonsSeen),
  ).toEqual([])
})

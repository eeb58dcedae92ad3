import type { Locator, Page } from '@playwright/test'
import { buildReactHost, openHostPage, type HostPageOptions } from './support/embed-host'
import { expect, test as base } from './support/fixtures'
import { listBody, serveListBody, wireItem } from './support/faults'
import { realistic, SAMPLE_GAMES } from './support/sample'

/*
 * A link to an item, embedded: a console opens an item in the React form (`itemId`) or the
 * element (`item-id`), and makes its own links (`onItemLink`, `item-links` and `itemlink`); the
 * iframe form reads `?item=` as the standalone page does.
 */
const test = base.extend<object, { reactHost: Map<string, string> }>({
  reactHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, run) => run(await buildReactHost()),
    { scope: 'worker', timeout: 60_000 },
  ],
})

const site = realistic.sites[0]!
const details = (panel: Locator) =>
  panel.getByRole('dialog', { name: `Details of ${site.display_name}` })

const openHost = (page: Page, reactHost: Map<string, string>, options: Partial<HostPageOptions>) =>
  openHostPage(page, reactHost, options, new URL(test.info().project.use.baseURL!).origin)

/** The panel shows the site as the item opened: its tab, its row current, its details open. */
async function expectSiteOpened(panel: Locator) {
  await expect(panel.getByRole('tab', { name: /^CDN sites/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const row = panel.locator('tr[aria-current="true"]')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(site.display_name)
  await expect(details(panel)).toBeVisible()
  await expect(details(panel)).toContainText(site.site_id)
}

test('the React form opens the item its itemId names, and Copy link hands it to onItemLink', async ({
  page,
  reactHost,
}) => {
  const { react } = await openHost(page, reactHost, {
    reactProps: { token: 'react-token', itemId: site.site_id },
  })
  await expectSiteOpened(react)
  // The host keeps the tab: it heard the panel turn to the item's.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { reactHost: { changes: unknown[] } }).reactHost.changes,
      ),
    )
    .toContainEqual({ tab: 'sites' })
  // No onItemLink: the panel knows none of the host's addresses, so it offers no link.
  await expect(details(react).getByRole('button', { name: 'Copy link' })).toHaveCount(0)

  await page.evaluate(() => {
    const host = window as unknown as {
      links: unknown[]
      reactHost: { setProps: (p: object) => void }
    }
    host.links = []
    host.reactHost.setProps({ onItemLink: (item: unknown) => host.links.push(item) })
  })
  await details(react).getByRole('button', { name: 'Copy link' }).click()
  expect(await page.evaluate(() => (window as unknown as { links: unknown[] }).links)).toEqual([
    { gameId: SAMPLE_GAMES.realistic, tab: 'sites', itemId: site.site_id },
  ])
})

test('the element opens the item its item-id names, and item-links fires itemlink on Copy link', async ({
  page,
  reactHost,
}) => {
  await page.addInitScript(() => {
    const host = window as unknown as { itemLinks: unknown[] }
    host.itemLinks = []
    document.addEventListener('itemlink', (event) =>
      host.itemLinks.push((event as CustomEvent).detail),
    )
  })
  const { element } = await openHost(page, reactHost, {
    elementAttributes: `item-id="${site.site_id}" item-links`,
  })
  await expectSiteOpened(element)
  await expect(element).toHaveAttribute('tab', 'sites')
  await details(element).getByRole('button', { name: 'Copy link' }).click()
  // Once, bubbling out of the shadow root to the document.
  expect(
    await page.evaluate(() => (window as unknown as { itemLinks: unknown[] }).itemLinks),
  ).toEqual([{ gameId: SAMPLE_GAMES.realistic, tab: 'sites', itemId: site.site_id }])

  // From the row actions too.
  await page.keyboard.press('Escape')
  await expect(details(element)).toBeHidden()
  const row = element.locator('tr[aria-current="true"]')
  await row.focus()
  await element.getByRole('button', { name: 'Copy link' }).click()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { itemLinks: unknown[] }).itemLinks.length),
    )
    .toBe(2)

  // Without item-links, no row offers a link.
  await element.evaluate((panel) => panel.removeAttribute('item-links'))
  await row.focus()
  await expect(element.getByRole('button', { name: 'Details', exact: true })).toBeVisible()
  await expect(element.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
})

test('a row whose id the dashboard would refuse offers no Copy link, so itemlink never carries it', async ({
  page,
  reactHost,
}) => {
  const plain = wireItem('sites', 0, { display_name: 'Plain site' })
  const odd = wireItem('sites', 1, { display_name: 'Odd site', site_id: 'site-\u202Eevil-1' })
  await serveListBody(page, 'sites', listBody('sites', [plain, odd]))
  await page.addInitScript(() => {
    const host = window as unknown as { itemLinks: unknown[] }
    host.itemLinks = []
    document.addEventListener('itemlink', (event) =>
      host.itemLinks.push((event as CustomEvent).detail),
    )
  })
  const { element } = await openHost(page, reactHost, { elementAttributes: 'item-links' })
  // The host owns the tab (tab="builds"): it turns the panel to the sites.
  await expect(element.getByRole('tab', { name: /^CDN sites/ })).toBeVisible()
  await element.evaluate((panel) => panel.setAttribute('tab', 'sites'))
  await expect(element.getByRole('tabpanel', { name: /^CDN sites/ })).toBeVisible()
  const row = (name: string) => element.getByRole('row').filter({ hasText: name })
  const oddDetails = element.getByRole('dialog', { name: 'Details of Odd site' })

  // The id with a right-to-left override: its details open, with no link in them or the row's.
  await row('Odd site').focus()
  await expect(element.getByRole('button', { name: 'Details', exact: true })).toBeVisible()
  await expect(element.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  await element.getByRole('button', { name: 'Details', exact: true }).click()
  await expect(oddDetails).toContainText('site-⟨U+202E⟩evil-1')
  await expect(oddDetails.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(oddDetails).toBeHidden()
  await expect(row('Odd site')).toBeFocused()

  // A plain id's row, the one above, still hands its item over (the pointer moved off the rows,
  // whose actions follow it).
  await page.mouse.move(0, 0)
  await page.keyboard.press('ArrowUp')
  await expect(row('Plain site')).toBeFocused()
  await element.getByRole('button', { name: 'Copy link' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { itemLinks: unknown[] }).itemLinks))
    .toEqual([{ gameId: SAMPLE_GAMES.realistic, tab: 'sites', itemId: plain.site_id }])
})

/** At 360 px the item's details show whole, 0.5rem from each side, clear of their row's button. */
async function expectDetailsWhole(page: Page, panel: Locator) {
  await expect(details(panel)).toBeInViewport({ ratio: 1 })
  const box = (await details(panel).boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(8)
  expect(box.x + box.width).toBeLessThanOrEqual(360 - 8)
  const button = panel.getByRole('button', { name: 'Details', exact: true })
  const anchor = (await button.boundingBox())!
  expect(box.y >= anchor.y + anchor.height || box.y + box.height <= anchor.y).toBe(true)
  // Opening them scrolled no page: the console's is where its operator left it.
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0])
}

test('on a 360 px console the item’s details open whole on the screen, and the host page stays put', async ({
  page,
  reactHost,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const { react } = await openHost(page, reactHost, {
    reactProps: { token: 'react-token', itemId: site.site_id },
  })
  await expectSiteOpened(react)
  await expectDetailsWhole(page, react)

  // The iframe form, as narrow (the standalone page's layout): the same.
  await page.goto(`/?embed=1&game=${SAMPLE_GAMES.realistic}&item=${site.site_id}`)
  const body = page.locator('body')
  await expectSiteOpened(body)
  await expectDetailsWhole(page, body)
})

test('the element refuses an item-id that cannot be an id, in words, and shows the list', async ({
  page,
  reactHost,
}) => {
  const { element } = await openHost(page, reactHost, {
    elementAttributes: `item-id="${'x'.repeat(300)}"`,
  })
  await expect(element.getByRole('status').filter({ hasText: 'The item id' })).toHaveText(
    /^The item id “x{200}… \(300 characters\)” is 300 characters long; an id is at most 128, so no item was opened\.$/,
  )
  await expect(element.getByRole('tab', { name: /^Builds/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(element.locator('tr[aria-current="true"]')).toHaveCount(0)
})

test('the iframe form (?embed=1) opens the item its ?item= names', async ({ page }) => {
  await page.goto(`/?embed=1&game=${SAMPLE_GAMES.realistic}&item=${site.site_id}`)
  const body = page.locator('body')
  await expectSiteOpened(body)
  // Its Copy link copies the dashboard's own address of the item, as the standalone page's does.
  await expect(details(body).getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expect(details(body)).toContainText(
    `?game=${SAMPLE_GAMES.realistic}&tab=sites&item=${site.site_id}`,
  )
  // Embedded: no page header.
  await expect(page.getByRole('banner')).toHaveCount(0)
})

import type { Page } from '@playwright/test'
import { loadTestGameId } from '../server/data/load-test-game'
import { expect, test } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, expectRowCount, rowActions } from './support/table'

/*
 * A link to every item (issue 38): `?item=` opens the item's tab, marks its row current, brings
 * it into view and opens its details; "Copy link" gives that address; and the page says so when
 * it cannot show the item.
 */

test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

const currentRow = (page: Page) => assetTable(page).locator('tbody tr[aria-current="true"]')
const details = (page: Page) => page.getByRole('dialog', { name: /^Details of / })
const newestFirst = <T extends { create_ts: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => Date.parse(b.create_ts) - Date.parse(a.create_ts))

test.describe('deep in a long list', () => {
  const COUNT = 10_000
  const gameId = loadTestGameId(COUNT)

  test('the 7,001st of 10,000 builds: in view, current, its details open', async ({
    page,
    request,
  }) => {
    const { builds } = (await (await request.get(`/cloud/games/${gameId}/builds`)).json()) as {
      builds: { build_id: string; display_name: string; create_ts: string }[]
    }
    // The table's default order, newest first: the 7,001st row.
    const item = newestFirst(builds)[7000]!
    await page.goto(gameUrl(gameId, { item: item.build_id }))
    const row = currentRow(page)
    // Once the 10,000 have arrived: on a busy shared box that takes longer than one expect's 20 s
    // (seen: 528 of them after 20 s at a load of 20), as huge-list.spec allows.
    await expect(row).toHaveAttribute('aria-rowindex', '7002', { timeout: 60_000 })
    await expect(row).toContainText(item.display_name)
    await expect(row).toBeInViewport()
    // Marked so a sighted operator sees it too, not only a screen reader.
    await expect(row).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(details(page)).toBeVisible()
    await expect(details(page)).toHaveAccessibleName(`Details of ${item.display_name}`)
    await expect(details(page)).toContainText(item.build_id)
    // Only that row is current.
    await expect(assetTable(page).locator('tbody tr[aria-current]')).toHaveCount(1)
  })
})

test('without tab=, the lists are searched and the tab holding the item opens', async ({
  page,
}) => {
  const site = newestFirst(realistic.sites)[3]!
  await page.goto('/')
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { item: site.site_id }))
  await expect(page.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(currentRow(page)).toContainText(site.display_name)
  await expect(details(page)).toContainText(site.site_id)
  // The tab found replaces the address, so Back leaves the link instead of searching again.
  await expect(page).toHaveURL(/[?&]tab=sites(&|$)/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('an avatar is found by its upload id', async ({ page }) => {
  const avatar = newestFirst(realistic.avatars)[1]!
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { item: avatar.upload_id }))
  await expect(page.getByRole('tab', { name: /Avatars/ })).toHaveAttribute('aria-selected', 'true')
  await expect(currentRow(page)).toContainText(avatar.display_name)
})

test('Back and Forward keep the item', async ({ page }) => {
  const build = newestFirst(realistic.builds)[5]!
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'builds', item: build.build_id }))
  await expect(currentRow(page)).toContainText(build.display_name)
  await page.keyboard.press('Escape')
  // Another tab is another view: the item is left.
  await page.getByRole('tab', { name: /CDN sites/ }).click()
  await expect(page).not.toHaveURL(/item=/)
  await page.goBack()
  await expect(currentRow(page)).toContainText(build.display_name)
  await expect(details(page)).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(currentRow(page)).toHaveCount(0)
})

test('Copy link gives the address of the item: game, tab and item', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const build = newestFirst(realistic.builds)[2]!
  // A search and a sort in the view are not in the link: the teammate sees the item.
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { q: build.display_name, sort: 'name.asc' }))
  await expectRowCount(assetTable(page), 1)
  await assetTable(page).locator('tbody tr').first().hover()
  await rowActions(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(rowActions(page).getByText('Copied', { exact: true })).toBeVisible()
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect(link.origin).toBe(new URL(baseURL!).origin)
  expect(Object.fromEntries(link.searchParams)).toEqual({
    game: SAMPLE_GAMES.realistic,
    tab: 'builds',
    item: build.build_id,
  })

  // The link opens it.
  await page.goto(link.href)
  await expect(currentRow(page)).toContainText(build.display_name)
  // And the details offer it too.
  await expect(details(page).getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expect(details(page)).toContainText(link.href)
})

test.describe('honest when it cannot', () => {
  test('an item hidden by the search is not shown unasked: a note offers it', async ({ page }) => {
    const build = newestFirst(realistic.builds)[4]!
    await page.goto(
      gameUrl(SAMPLE_GAMES.realistic, { item: build.build_id, q: 'no build is named this' }),
    )
    const note = page.getByRole('status').filter({ hasText: 'hidden by the search or filters' })
    await expect(note).toContainText(`“${build.display_name}”`)
    await expect(page.getByRole('searchbox')).toHaveValue('no build is named this')
    await note.getByRole('button', { name: 'Clear them and show it' }).click()
    await expect(page.getByRole('searchbox')).toHaveValue('')
    await expect(currentRow(page)).toContainText(build.display_name)
    await expect(details(page)).toBeVisible()
    await expect(note).toHaveCount(0)
  })

  test('an unknown id is named in a bounded message, and the list shows as usual', async ({
    page,
  }) => {
    const unknown = `deleted-${'x'.repeat(100)}`
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { item: unknown }))
    const note = page.getByRole('status').filter({ hasText: 'has the id' })
    await expect(note).toContainText(
      'No build, CDN site or custom avatar of Space Raiders has the id “deleted-xxx',
    )
    // Bounded: not the whole id.
    expect((await note.textContent())!.includes(unknown)).toBe(false)
    await expectRowCount(assetTable(page), realistic.builds.length)
    await expect(currentRow(page)).toHaveCount(0)
    await note.getByRole('button', { name: 'Dismiss' }).click()
    await expect(note).toHaveCount(0)
    await expect(page).not.toHaveURL(/item=/)
  })

  for (const [what, id, words] of [
    ['control characters', 'abc\u202Edef', '?item=abc⟨U+202E⟩def holds control characters'],
    ['too long', 'a'.repeat(129), 'is 129 characters long; an id is at most 128'],
  ] as const) {
    test(`an id that cannot be one (${what}) is refused in words`, async ({ page }) => {
      await page.goto(gameUrl(SAMPLE_GAMES.realistic, { item: id }))
      await expect(page.getByRole('status').filter({ hasText: words })).toContainText(
        'so no item was opened',
      )
      await expectRowCount(assetTable(page), realistic.builds.length)
      await expect(currentRow(page)).toHaveCount(0)
    })
  }
})

test('in a list still arriving: the first rows meanwhile, then the item when it comes', async ({
  page,
  request,
}) => {
  // A few seconds on a quiet machine; minutes on a box whose cores are both taken.
  test.setTimeout(420_000)
  const gameId = loadTestGameId(100_000)
  const { builds } = (await (
    await request.get(`/cloud/games/${gameId}/builds`, { timeout: 120_000 })
  ).json()) as { builds: { build_id: string }[] }
  // The API sends newest first: its last item is the last to arrive.
  const last = builds.at(-1)!
  // What the table showed, as it showed it: rows while the list was still arriving, then the item.
  await page.addInitScript(() => {
    const seen = { rowsWhileArriving: false, currentWhileWhole: false }
    ;(window as unknown as { seen: typeof seen }).seen = seen
    new MutationObserver(() => {
      const table = document.querySelector('table[aria-rowcount]')
      const arriving = table?.getAttribute('aria-rowcount') === '-1'
      if (arriving && document.querySelector('tbody tr[aria-rowindex="2"]'))
        seen.rowsWhileArriving = true
      if (document.querySelector('tbody tr[aria-current="true"]') && !arriving)
        seen.currentWhileWhole = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto(gameUrl(gameId, { tab: 'builds', item: last.build_id }))
  await expect(currentRow(page)).toHaveAttribute('aria-rowindex', String(builds.length + 1), {
    timeout: 280_000,
  })
  await expect(details(page)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({
    rowsWhileArriving: true,
    currentWhileWhole: true,
  })
})

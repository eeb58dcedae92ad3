import { loadTestGameId } from '../server/data/load-test-game'
import { expect, test } from './support/fixtures'
import { gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable, columnBytes } from './support/table'

const COUNT = 100_000

// The reference API builds and compresses a list on its first request (about a second for
// 100,000 items on a busy 2-core machine); ask once up front so the test times the dashboard.
test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000)
  const response = await request.get(`/cloud/games/${loadTestGameId(COUNT)}/builds`)
  expect(response.ok()).toBe(true)
})

test('a 100,000-build list renders only the rows in view and scrolls to its end', async ({
  page,
}) => {
  await page.goto(gameUrl(loadTestGameId(COUNT)))
  const table = assetTable(page)
  // Every row known: past the 20 s an assertion waits on a loaded CI box (as in filters.spec.ts).
  await expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1), { timeout: 60_000 })
  await expect(page.getByRole('tab', { name: /Builds/ })).toContainText('100,000')
  const renderedRows = table.locator('tbody tr[aria-rowindex]')
  expect(await renderedRows.count()).toBeLessThan(100)

  // Keyboard: the table is focusable and End scrolls to the last row.
  await page.getByRole('region', { name: /Builds of/ }).focus()
  await page.keyboard.press('End')
  await expect(table.locator(`tbody tr[aria-rowindex="${COUNT + 1}"]`)).toBeVisible()
  expect(await renderedRows.count()).toBeLessThan(100)
  // The header stays in view while the rows scroll under it.
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeInViewport()

  // Sorting re-orders all 100,000 and shows the top of the new order.
  await table.getByRole('button', { name: 'Size' }).click()
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible()
  const bytes = await columnBytes(table)
  expect(bytes.length).toBeLessThan(100)
  expect(bytes).toEqual([...bytes].sort((a, b) => b - a))
})

test('sizes above 2^53 keep every digit, on screen and in the sort order', async ({ page }) => {
  const builds = [
    ['max', '18446744073709551615'],
    ['2^53 + 1', '9007199254740993'],
    ['2^53', '9007199254740992'],
    ['small', '42'],
  ].map(
    ([name, size], i) =>
      `{"build_id":"b${i}","upload_id":"u${i}","display_name":"${name}","create_ts":"2026-11-01T00:00:0${i}Z","content_length":${size},"complete":true}`,
  )
  await page.route('**/cloud/games/*/builds', (route) =>
    route.fulfill({ contentType: 'application/json', body: `{"builds":[${builds.join(',')}]}` }),
  )
  await page.goto(gameUrl(SAMPLE_GAMES.empty, { sort: 'size.asc' }))
  const table = assetTable(page)
  const exact = table.locator('tbody td[title$="bytes"]')
  await expect(exact).toHaveCount(4)
  expect(
    await exact.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title'))),
  ).toEqual([
    '42 bytes',
    '9,007,199,254,740,992 bytes',
    '9,007,199,254,740,993 bytes',
    '18,446,744,073,709,551,615 bytes',
  ])
  await expect(table.locator('tbody tr').last()).toContainText('16.0 EiB')
})

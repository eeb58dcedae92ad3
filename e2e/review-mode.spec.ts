import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { gameUrl, realistic, SAMPLE_GAMES, SAMPLE_NOW } from './support/sample'
import { assetTable, columnTexts, expectRowCount } from './support/table'

/*
 * Release review and iframe embedding: `?asof=` freezes the clock, `?tz=UTC` forces UTC, and
 * `?embed=1` drops the header and tells the framing page how tall the content is.
 */

test.describe('a frozen clock and UTC, whatever the machine', () => {
  // A browser far from UTC and a day long after the sample data: the URL still decides.
  test.use({ timezoneId: 'Pacific/Auckland' })

  test('?asof= and ?tz=UTC render the same times and statuses as on the sample day', async ({
    page,
  }) => {
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { asof: SAMPLE_NOW, tz: 'UTC' }))
    const table = assetTable(page)
    await expectRowCount(table, realistic.builds.length)
    // Relative to 2026-11-01T12:00Z, not to today: the stale rule too.
    expect((await columnTexts(table, 'Created')).slice(1, 3)).toEqual(['2 min ago', '1 h ago'])
    const statuses = await columnTexts(table, 'Status')
    expect(statuses.filter((status) => status === 'Stale')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'Uploading')).toHaveLength(1)

    await page.getByRole('group', { name: 'Show times as' }).getByText('Local').click()
    const created = await columnTexts(table, 'Created')
    expect(created.every((text) => text.endsWith(' UTC'))).toBe(true)
    const first = await table.locator('tbody time').first().getAttribute('datetime')
    expect(created[0]).toBe(`${first?.slice(0, 10)} ${first?.slice(11, 16)} UTC`)
  })

  test('an unusable ?asof= or ?tz= is named, and the page goes on with the live clock', async ({
    page,
  }) => {
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { asof: 'yesterday', tz: 'Mars/Olympus' }))
    await expect(page.getByText('?asof=yesterday is not an RFC 3339 time')).toBeVisible()
    await expect(page.getByText('?tz=Mars/Olympus is not supported')).toBeVisible()
    await expectRowCount(assetTable(page), realistic.builds.length)
  })
})

/**
 * A console on another origin (a real server: Chromium refuses to let a page that Playwright
 * made up frame a local one) that frames the dashboard and keeps the heights it is told.
 */
async function startConsole(dashboardUrl: string): Promise<{ origin: string; close: () => void }> {
  const server = createServer((_, response) => {
    response.setHeader('content-type', 'text/html')
    response.end(`<!doctype html><title>Console</title>
      <script>
        window.heights = []
        addEventListener('message', (event) => {
          if (event.data && event.data.type === 'game-assets:height') {
            window.heights.push({ origin: event.origin, height: event.data.height })
            document.querySelector('iframe').style.height = event.data.height + 'px'
          }
        })
      </script>
      <iframe style="display: block; width: 100%; border: 0" src="${dashboardUrl}"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, close: () => void server.close() }
}

const heightsTold = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { heights: { origin: string; height: number }[] }).heights,
  )

test.describe('embedded in an iframe with ?embed=1', () => {
  let host: { origin: string; close: () => void }
  test.beforeAll(async ({ baseURL }) => {
    host = await startConsole(`${baseURL}${gameUrl(SAMPLE_GAMES.realistic, { embed: '1' })}`)
  })
  test.afterAll(() => host.close())

  test('has no header, and posts its height to the configured parent origin only', async ({
    page,
    baseURL,
  }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { embedParentOrigin: host.origin } }),
    )
    await page.goto(host.origin)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('table').locator('tbody tr').first()).toBeVisible()
    await expect(frame.getByRole('banner')).toHaveCount(0)
    await expect(frame.getByRole('button', { name: /API token/ })).toHaveCount(0)

    await expect.poll(async () => (await heightsTold(page)).length).toBeGreaterThan(0)
    const heights = await heightsTold(page)
    expect(heights.every(({ origin }) => origin === new URL(baseURL ?? '').origin)).toBe(true)
    // The frame grew to what the dashboard measured: the picker, the card and its table.
    const last = heights.at(-1)?.height ?? 0
    expect(last).toBeGreaterThan(600)
    const frameBox = await page.locator('iframe').boundingBox()
    expect(frameBox?.height).toBe(last)
  })

  test('sends nothing when config.json names no parent origin', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ json: {} }))
    await page.goto(host.origin)
    await expect(
      page.frameLocator('iframe').getByRole('table').locator('tbody tr').first(),
    ).toBeVisible()
    await page.waitForTimeout(500)
    expect(await heightsTold(page)).toEqual([])
  })

  test('takes no message the console posts into the frame for its own', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ json: {} }))
    await page.goto(host.origin)
    await expect(
      page.frameLocator('iframe').getByRole('table').locator('tbody tr').first(),
    ).toBeVisible()
    const dashboard = page.frames().find((frame) => frame !== page.mainFrame())
    // Every message the dashboard's window gets, until a marker it posts itself on seeing the
    // console's: anything the dashboard answered the console's message with comes before it.
    await dashboard?.evaluate(() => {
      const seen: unknown[] = []
      ;(window as unknown as { seen: Promise<unknown[]> }).seen = new Promise((resolve) =>
        addEventListener('message', ({ data }) => {
          seen.push(data)
          if (data === 'from the console') postMessage('marker', '*')
          if (data === 'marker') resolve(seen)
        }),
      )
    })
    await page.evaluate(() =>
      document.querySelector('iframe')?.contentWindow?.postMessage('from the console', '*'),
    )
    expect(
      await dashboard?.evaluate(() => (window as unknown as { seen: Promise<unknown[]> }).seen),
    ).toEqual(['from the console', 'marker'])
    await expect(
      page.frameLocator('iframe').getByRole('table').locator('tbody tr').first(),
    ).toBeVisible()
  })
})

import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { serveHostPage } from './support/embed-host'
import { rowsOnFirstScreen } from './support/first-screen'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

/*
 * Rows on the first screen: the sample game's builds, opened as a new operator would, show at
 * least this many rows whole before anything is touched, on a phone, in consoles' sidebars and
 * on a desk, light and dark. (Before the compact panel: 0, 0, 1, 1 and 7.)
 */
/** The list has arrived whole: its figures count every build, and the table is not busy. */
async function expectWholeList(scope: Page | Locator) {
  await expect(scope.getByRole('status').filter({ hasText: 'complete in all' })).toContainText(
    `${realistic.builds.length} builds`,
  )
  await expect(scope.getByRole('region', { name: /scrollable/ })).toHaveAttribute(
    'aria-busy',
    'false',
  )
}

const screens = [
  { width: 360, height: 640, embed: false, rows: 4 },
  { width: 400, height: 700, embed: true, rows: 6 },
  { width: 480, height: 700, embed: true, rows: 6 },
  { width: 768, height: 600, embed: true, rows: 5 },
  { width: 1280, height: 720, embed: false, rows: 9 },
]

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const { width, height, embed, rows } of screens) {
      test(`at ${width} × ${height}${embed ? ', embedded,' : ''} ${rows} or more rows show whole`, async ({
        page,
      }, testInfo) => {
        await freezeClock(page)
        await page.setViewportSize({ width, height })
        await page.goto(gameUrl(SAMPLE_GAMES.realistic, embed ? { embed: '1' } : {}))
        const table = assetTable(page)
        await expectWholeList(page)
        const seen = await rowsOnFirstScreen(table)
        testInfo.annotations.push({ type: 'rows', description: JSON.stringify(seen) })
        expect(seen.whole).toBeGreaterThanOrEqual(rows)
      })
    }

    test('the custom element in a 400 px column of a console shows 6 or more rows whole', async ({
      page,
    }, testInfo) => {
      await freezeClock(page)
      await page.setViewportSize({ width: 1280, height: 700 })
      await page.goto('/')
      const origin = new URL(page.url()).origin
      await serveHostPage(
        page,
        `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Console</title></head>
  <body style="margin: 0; display: flex; height: 100vh">
    <main style="flex: 1; padding: 16px">The console's own page</main>
    <aside style="width: 400px; height: 100vh; overflow: auto">
      <game-assets-panel api-base-url="${origin}" game-id="${SAMPLE_GAMES.realistic}" tab="builds" theme="${colorScheme}"></game-assets-panel>
    </aside>
    <script type="module" src="/embed-host/element.js"></script>
  </body>
</html>`,
        new Map(),
      )
      await page.goto('/embed-host/')
      const panel = page.locator('game-assets-panel')
      const table = panel.getByRole('table')
      await expectWholeList(panel)
      const seen = await rowsOnFirstScreen(table)
      testInfo.annotations.push({ type: 'rows', description: JSON.stringify(seen) })
      expect(seen.whole).toBeGreaterThanOrEqual(6)
    })
  })
}

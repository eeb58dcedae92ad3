import { expect, test } from '../support/fixtures'
import { freezeClock, gameUrl, SAMPLE_GAMES } from '../support/sample'
import { assetTable } from '../support/table'
import { readmeCaption, statedFigure } from '../support/readme-pictures'
import { settle, themes } from '../support/visual'

/*
 * The chart of the builds tab, open, with October 2026 chosen and focused from the keyboard (its
 * highlight, focus ring and figures), in both themes at a desktop's width and a sidebar's.
 */

for (const colorScheme of themes) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    for (const width of [1280, 400]) {
      test(`the chart at ${width} px`, async ({ page }) => {
        await freezeClock(page)
        await page.setViewportSize({ width, height: 1200 })
        await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'builds' }))
        await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
        // In a sidebar the toggle is in the toolbar's "More" menu, closed again once used.
        const more = page.getByRole('button', { name: /^More/ })
        if (width === 400) await more.click()
        await page.getByRole('button', { name: 'Chart', exact: true }).click()
        if (width === 400) {
          await page.keyboard.press('Escape')
          await expect(more).toHaveAttribute('aria-expanded', 'false')
        }
        // The pointer, left where the menu's Chart button was, would rest on a bar of the chart
        // below it, whose figures hover shows: moved away, the focused bar's show.
        await page.mouse.move(0, 0)
        const october = page.getByRole('button', { name: /^October 2026:/ })
        await october.focus()
        await page.keyboard.press('Enter')
        await expect(october).toHaveAttribute('aria-pressed', 'true')
        await expect(page.getByRole('tooltip')).toContainText('October 2026')
        await settle(page)
        await expect(page.getByRole('figure')).toHaveScreenshot(`chart-${width}-${colorScheme}.png`)
        // README shows the light one at 1280 px, saying what its figures count: every width
        // counts the same.
        const caption = readmeCaption('visual/chart.spec.ts/chart-1280-light.png')
        for (const word of ['builds', 'complete', 'uploading', 'stale']) {
          await expect(page.getByRole('figure')).toContainText(statedFigure(caption, word))
        }
      })
    }
  })
}

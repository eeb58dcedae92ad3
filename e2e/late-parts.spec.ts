import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

/*
 * The game picker and the header's controls are not in the code of the first render: the rows
 * show without them. They take a place of fixed size when they arrive, so nothing the operator
 * is reading moves. Here their files are held back until the rows are on screen.
 */

/** Holds back the files whose names start with one of `parts` until the returned function runs. */
async function holdLateParts(page: Page, parts = ['game-picker', 'header-settings']) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/(${parts.join('|')})-[\\w-]+\\.js$`), async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Where the heading, the tabs and the first row are on the page. */
const layout = (page: Page) =>
  Promise.all([
    page.getByRole('heading', { name: 'Space Raiders' }).boundingBox(),
    page.getByRole('tablist', { name: 'Asset kinds' }).boundingBox(),
    assetTable(page).getByRole('row').nth(1).boundingBox(),
  ])

for (const width of [1280, 400]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the rows show before the picker and the header’s controls, and nothing moves when they arrive', async ({
      page,
    }) => {
      await freezeClock(page)
      const release = await holdLateParts(page)
      await page.goto(gameUrl(SAMPLE_GAMES.realistic))
      await expect(assetTable(page).getByRole('row')).not.toHaveCount(0)
      await expect(page.getByRole('combobox', { name: 'Game' })).toHaveCount(0)
      // Measured once nothing else can arrive: every tab's count is in.
      for (const tab of await page.getByRole('tab').all()) await expect(tab).toHaveText(/\d$/)
      const before = await layout(page)

      release()
      await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space Raiders')
      // Wide, the controls sit in the header; narrow, behind its Settings button.
      const controls =
        width >= 768
          ? page.getByRole('button', { name: 'API token' })
          : page.getByRole('button', { name: 'Settings' })
      await expect(controls).toBeVisible()
      expect(await layout(page)).toEqual(before)
    })
  })
}

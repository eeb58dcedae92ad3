import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, freezeClock, gameUrl, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

/*
 * The game picker, the header's controls and the table's engine (react-table) are not in the
 * code of the first render: the rows show without them. The picker and the controls take a place
 * of fixed size when they arrive, so nothing the operator is reading moves; the table draws its
 * first frame from its columns, exactly as the engine does. Here their files are held back
 * until the rows are on screen.
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

test.describe('react-table held back', () => {
  // The sample's "broken-link.png" points at an image the server does not have.
  test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

  test('the table shows and sorts before react-table arrives, which takes over keeping every element', async ({
    page,
  }) => {
    await freezeClock(page)
    const release = await holdLateParts(page, ['table-engine'])
    await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars' }))
    const table = assetTable(page)
    const size = table.getByRole('button', { name: 'Size' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()

    // Sorting from a header works in the first frame, as the engine's would (largest first).
    await size.click()
    await expect(page).toHaveURL(/sort=size\.desc/)
    await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    // Every image and button marked, then an avatar's preview opened: on close, focus goes back
    // to its thumbnail, which must still be the one it came from.
    await table.evaluate((element) =>
      element.querySelectorAll('img, button').forEach((node) => node.setAttribute('data-seen', '')),
    )
    const before = await table.evaluate((element) => element.outerHTML)
    const thumbnail = table.getByRole('button', { name: 'Preview avatar knight.png', exact: true })
    await thumbnail.click()
    const preview = page.getByRole('dialog', { name: 'knight.png' })
    await expect(preview).toBeVisible()

    const engine = page.waitForResponse(/\/assets\/table-engine-[\w-]+\.js$/)
    release()
    const url = (await engine).url()
    // Once the app's own import of it has settled (the same module, so the app's callback runs
    // first), and the frame after that.
    await page.evaluate(
      (src) =>
        import(src).then(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
        ),
      url,
    )
    await page.keyboard.press('Escape')
    await expect(preview).toBeHidden()

    // The engine draws the same elements: nothing replaced, nothing redrawn, focus back on the
    // thumbnail the preview was opened from.
    await expect(thumbnail).toBeFocused()
    await expect(thumbnail).toHaveAttribute('data-seen', '')
    await expect(table).toHaveJSProperty('outerHTML', before)

    // And the headers are the engine's now: a click reverses the sort.
    await size.click()
    await expect(page).toHaveURL(/sort=size\.asc/)
  })
})

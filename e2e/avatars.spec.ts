import { expect, test } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'

// "broken-link.png" points at an image the server does not have: its 404 is the point.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

test('only complete avatars show their image; the others a placeholder', async ({ page }) => {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars', sort: 'name.asc' }))
  const table = assetTable(page)
  await expect(table.locator('tbody tr')).toHaveCount(realistic.avatars.length)

  for (const avatar of realistic.avatars) {
    const row = table.locator('tbody tr').filter({ hasText: avatar.display_name })
    const image = row.getByRole('img', { name: avatar.display_name, exact: true })
    if (avatar.complete && avatar.display_name !== 'broken-link.png') {
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const box = await image.boundingBox()
      expect(box).toMatchObject({ width: 40, height: 40 })
    } else {
      await expect(row.locator('img')).toHaveCount(0)
    }
  }
  const unfinished = realistic.avatars.filter((avatar) => !avatar.complete)
  expect(unfinished.length).toBeGreaterThan(0)
  for (const avatar of unfinished) {
    const row = table.locator('tbody tr').filter({ hasText: avatar.display_name })
    await expect(row.getByTitle('No image until the upload completes')).toBeVisible()
  }
})

test('an avatar whose image fails to load shows a fallback instead of a broken image', async ({
  page,
}) => {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars' }))
  const row = assetTable(page).locator('tbody tr').filter({ hasText: 'broken-link.png' })
  await expect(row.getByTitle('The image could not be loaded')).toBeVisible()
  await expect(row.locator('img')).toHaveCount(0)
})

import type { Page } from '@playwright/test'
import { loadTestGameId } from '../server/data/load-test-game'
import { expect, test } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable } from './support/table'
import { expectFocusWrapsInPreview } from './support/dialog'

/*
 * An operator clicks an avatar's thumbnail to see it large, with its name, size and upload id,
 * in a modal dialog; Escape, Close or a click beside it closes it, and focus goes back to the
 * thumbnail. Only avatars that show an image have a thumbnail to click.
 */

// "broken-link.png" points at an image the server does not have: its 404 is the point.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

const knight = realistic.avatars.find((avatar) => avatar.display_name === 'knight.png')!

const previewButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Preview avatar ${name}`, exact: true })
const anyPreviewButton = (page: Page) => page.getByRole('button', { name: /^Preview avatar / })

async function openAvatars(page: Page, params: Record<string, string> = {}) {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab: 'avatars', ...params }))
  await expect(assetTable(page).locator('tbody tr').first()).toBeVisible()
}

test('a click on a thumbnail shows the avatar large with its details; Escape closes it', async ({
  page,
}) => {
  await openAvatars(page)
  const thumbnail = previewButton(page, 'knight.png')
  const small = await thumbnail.locator('img').boundingBox()
  await thumbnail.click()

  const dialog = page.getByRole('dialog', { name: 'knight.png' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'knight.png' })).toBeVisible()
  await expect(dialog.getByText('48.3 KiB (49,463 bytes)')).toBeVisible()
  await expect(dialog.getByText(knight.upload_id, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Copy upload ID/ })).toBeVisible()

  const image = dialog.getByRole('img', { name: 'knight.png' })
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
  const large = await image.boundingBox()
  expect(large!.width).toBeGreaterThan(4 * small!.width)
  expect(large!.height).toBeGreaterThan(4 * small!.height)
  // The page behind stays put.
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
})

test('the keyboard opens the preview, Tab stays inside it, and Close closes it', async ({
  page,
}) => {
  await openAvatars(page, { sort: 'name.asc' })
  const table = assetTable(page)
  // The header's last control (the Upload ID column's resize edge), then Tab: the first row (the
  // rows are one tab stop), whose first control, the thumbnail, ArrowRight reaches.
  await table.getByRole('separator', { name: 'Resize Upload ID column' }).focus()
  await page.keyboard.press('Tab')
  await expect(table.locator('tbody tr').first()).toBeFocused()
  await page.keyboard.press('ArrowRight')
  const thumbnail = table
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Preview avatar / })
  await expect(thumbnail).toBeFocused()
  const label = (await thumbnail.getAttribute('aria-label')) ?? ''
  const name = label.replace(/^Preview avatar /, '')
  expect(name).not.toBe(label)

  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expectFocusWrapsInPreview(page, dialog)

  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

test('a click beside the dialog closes it; a click inside does not', async ({ page }) => {
  await openAvatars(page)
  const thumbnail = previewButton(page, 'knight.png')
  await thumbnail.click()
  const dialog = page.getByRole('dialog', { name: 'knight.png' })
  await dialog.getByRole('heading').click()
  await dialog.getByText('Upload ID', { exact: true }).click()
  await expect(dialog).toBeVisible()

  await page.mouse.click(10, 10)
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

test('only avatars that show an image can be previewed', async ({ page }) => {
  await openAvatars(page)
  const rows = assetTable(page).locator('tbody tr')
  await expect(rows).toHaveCount(realistic.avatars.length)
  const broken = rows.filter({ hasText: 'broken-link.png' })
  await expect(broken.getByTitle('The image could not be loaded')).toBeVisible()

  const unfinished = realistic.avatars.filter((avatar) => !avatar.complete)
  expect(unfinished.length).toBeGreaterThan(0)
  for (const avatar of unfinished) {
    const row = rows.filter({ hasText: avatar.display_name })
    await expect(row.getByTitle('No image until the upload completes')).toBeVisible()
    await expect(row.getByRole('button', { name: /^Preview avatar/ })).toHaveCount(0)
  }
  await expect(broken.getByRole('button', { name: /^Preview avatar/ })).toHaveCount(0)
  const withImage = realistic.avatars.filter(
    (avatar) => avatar.complete && avatar.display_name !== 'broken-link.png',
  )
  await expect(anyPreviewButton(page)).toHaveCount(withImage.length)
})

test("the preview's code loads when a thumbnail is pointed at, not with the page", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openAvatars(page)
  await expect(previewButton(page, 'knight.png')).toBeVisible()
  const previewCode = () => scripts.filter((url) => url.includes('avatar-preview-dialog'))
  expect(previewCode()).toEqual([])

  await previewButton(page, 'knight.png').hover()
  await expect.poll(previewCode).toHaveLength(1)
  await previewButton(page, 'knight.png').click()
  await expect(page.getByRole('dialog', { name: 'knight.png' })).toBeVisible()
  expect(previewCode()).toHaveLength(1)
})

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('the dialog takes the dashboard’s colours', async ({ page }) => {
    await openAvatars(page)
    await previewButton(page, 'knight.png').click()
    const dialog = page.getByRole('dialog', { name: 'knight.png' })
    await expect(dialog).toBeVisible()
    const surface = await page
      .locator('main section')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    await expect(dialog).toHaveCSS('background-color', surface)
    const text = await page
      .locator('[data-theme="dark"]')
      .first()
      .evaluate((element) => getComputedStyle(element).color)
    await expect(dialog.getByRole('heading')).toHaveCSS('color', text)
  })
})

test('closing after the opening row has scrolled away focuses the table', async ({ page }) => {
  // 1,000 avatars: the table renders only the rows in view.
  await page.goto(gameUrl(loadTestGameId(1_000), { tab: 'avatars', status: 'complete' }))
  const table = assetTable(page)
  const firstRow = table.locator('tbody tr[aria-rowindex="2"]')
  const thumbnail = firstRow.getByRole('button', { name: /^Preview avatar / })
  await thumbnail.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()

  const region = page.getByRole('tabpanel').getByRole('region', { name: /\(scrollable\)$/ })
  await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }))
  await expect(firstRow).toHaveCount(0)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(region).toBeFocused()
})

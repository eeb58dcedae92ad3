import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import {
  cellOf,
  dataRows,
  expectSortedTable,
  expectTableLayoutKept,
  faultUrl,
  listBody,
  SMALL_PNG,
  serveListBody,
  wireAvatar,
} from '../support/faults'

/*
 * Avatar image URLs come from the API: only a complete upload's http(s) URL is loaded, with no
 * referrer; `javascript:` and `data:` URLs, and any URL on an unfinished upload, get the
 * placeholder and no <img> at all. Each test opens a list of two avatars: an ordinary complete
 * one with an https image (row 0) and the case (row 1); sizes grow with the item number and
 * the view sorts by size ascending.
 */

const IMAGE_HOST = 'https://avatars.example.test'
const ORDINARY_IMAGE = `${IMAGE_HOST}/ordinary.png`

async function openAvatars(page: Page, avatar: Record<string, unknown>) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const imageRequests: { url: string; referer: string | null }[] = []
  await page.route(`${IMAGE_HOST}/**`, async (route) => {
    imageRequests.push({
      url: route.request().url(),
      referer: await route.request().headerValue('referer'),
    })
    await route.fulfill({ status: 200, contentType: 'image/png', body: SMALL_PNG })
  })
  const avatars = [
    wireAvatar(0, { display_name: 'ordinary', url: ORDINARY_IMAGE }),
    wireAvatar(1, avatar),
  ]
  await serveListBody(page, 'avatars', listBody('avatars', avatars))
  await page.goto(faultUrl('avatars'))
  await expect(dataRows(page)).toHaveCount(2)
  // The ordinary avatar's image has loaded: the page has asked for every image it will.
  await expect(dataRows(page).nth(0).locator('img')).toHaveJSProperty('complete', true)
  return { dialogs, imageRequests }
}

const placeholderCases = [
  {
    name: 'an avatar with a javascript: URL',
    avatar: { display_name: 'script url', url: 'javascript:alert(1)' },
    title: 'No image to show for this avatar',
  },
  {
    name: 'an avatar with a data: URL',
    avatar: {
      display_name: 'data url',
      url: `data:image/png;base64,${SMALL_PNG.toString('base64')}`,
    },
    title: 'No image to show for this avatar',
  },
  {
    name: 'an unfinished avatar with an https URL',
    avatar: { display_name: 'unfinished', complete: false, url: `${IMAGE_HOST}/unfinished.png` },
    title: 'No image until the upload completes',
  },
]

for (const { name, avatar, title } of placeholderCases) {
  test(`${name} shows the placeholder and no image`, async ({ page }) => {
    const { dialogs, imageRequests } = await openAvatars(page, avatar)

    const thumbnail = await cellOf(page, dataRows(page).nth(1), 'Thumbnail')
    await expect(thumbnail.getByTitle(title, { exact: true })).toBeVisible()
    await expect(thumbnail.locator('img')).toHaveCount(0)
    await expect(page.locator('img[src^="javascript:"], img[src^="data:"]')).toHaveCount(0)
    // Only the ordinary avatar's image was asked for.
    expect(imageRequests.map((request) => request.url)).toEqual([ORDINARY_IMAGE])
    expect(dialogs).toEqual([])

    await expectTableLayoutKept(page, 'avatars', 2)
    await expectSortedTable(page)
  })
}

test('a complete avatar with an https URL shows its image, loaded without a referrer', async ({
  page,
}) => {
  const url = `${IMAGE_HOST}/complete.png`
  const { imageRequests } = await openAvatars(page, { display_name: 'complete https', url })

  const image = (await cellOf(page, dataRows(page).nth(1), 'Thumbnail')).locator('img')
  await expect(image).toHaveCount(1)
  await expect(image).toHaveAttribute('src', url)
  await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
  await expect(image).toHaveAccessibleName('complete https')
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4)
  expect(imageRequests).toContainEqual({ url, referer: null })
  expect(imageRequests).toHaveLength(2)

  await expectTableLayoutKept(page, 'avatars', 2)
  await expectSortedTable(page)
})

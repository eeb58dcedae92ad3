import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { escapeRegExp, listKindNames, listKinds, listRoute } from './lists'

export const themes = ['light', 'dark'] as const

/** The tabs, in order: how to find each, and the path of the one list it shows. */
export const tabs = listKindNames.map((id) => ({
  id,
  name: new RegExp(escapeRegExp(listKinds[id].label)),
  list: listRoute(id),
  noun: listKinds[id].plural,
}))

export type Tab = (typeof tabs)[number]

/** The ray id every error answer gets in screenshots; the reference API draws a random one. */
export const FIXED_RAY_ID = 'feedc0de-1234-4567-89ab-cdef01234567'

/**
 * Passes the reference API's error answers through with a fixed ray id, so an error alert
 * looks the same on every run.
 */
export async function pinRayIds(page: Page) {
  await page.route('**/cloud/games/**', async (route) => {
    const response = await route.fetch()
    if (response.ok()) return route.fulfill({ response })
    const body = (await response.json()) as Record<string, unknown>
    return route.fulfill({
      status: response.status(),
      headers: { 'rvt-ray-id': FIXED_RAY_ID },
      json: { ...body, ray_id: FIXED_RAY_ID },
    })
  })
}

/**
 * Waits for what a screenshot would otherwise catch half-done: images and fonts. Then it paints
 * every image afresh: Chromium antialiases the rounded corners of a thumbnail 1 to 4 levels
 * apart depending on whether its image arrived before the first paint or after it (seen with
 * the images held back 0.3 to 1 s: every run differed), so which one won the race decided the
 * pixels. Laid out again, an image paints as if it had been there from the start.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  await page.evaluate(async () => {
    await document.fonts.ready
    const images = Array.from(document.images)
    for (const image of images) image.style.display = 'none'
    void document.body.offsetHeight
    for (const image of images) image.style.display = ''
  })
}

export async function expectSelected(page: Page, tab: Tab) {
  await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true')
}

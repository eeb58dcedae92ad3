import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The avatar preview keeps focus inside: Close has it first, Tab and Shift+Tab go round its two
 * buttons (Close and the upload id's copy button) and never out to the page behind.
 */
export async function expectFocusWrapsInPreview(page: Page, dialog: Locator) {
  const close = dialog.getByRole('button', { name: 'Close' })
  const copy = dialog.getByRole('button', { name: /^Copy upload ID/ })
  await expect(close).toBeFocused()
  for (const [key, focused] of [
    ['Tab', copy],
    ['Tab', close],
    ['Shift+Tab', copy],
    ['Shift+Tab', close],
  ] as const) {
    await page.keyboard.press(key)
    await expect(focused, `focus after ${key}`).toBeFocused()
  }
}

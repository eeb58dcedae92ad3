import type { Page } from '@playwright/test'

/**
 * Holds every script file of the page back until the returned function is called: what the page
 * shows before any of its code has run. Tests then navigate without waiting for the page's load
 * event, which waits for the scripts.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

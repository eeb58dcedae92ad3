import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { holdScripts } from './support/hold-scripts'
import { gameUrl, SAMPLE_GAMES } from './support/sample'

/*
 * index.html carries the page's frame, rendered at build time (src/app/page-shell.tsx), so the
 * header and a loading table paint before any JavaScript file arrives. Here the scripts are
 * held back: what shows is the HTML and CSS alone, plus the shell's inline script.
 */

const shellStatus = (page: Page) => page.getByRole('status', { name: 'Loading the dashboard…' })

test('the page’s frame shows before any script has arrived, and the app takes its place', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic), { waitUntil: 'commit' })
  await expect(page.getByRole('link', { name: 'Game assets' })).toBeVisible()
  await expect(shellStatus(page)).toBeVisible()
  await expect(page.locator('#root > [data-theme]')).toHaveAttribute('data-theme', 'light')
  const violations = await new AxeBuilder({ page }).analyze()
  expect(violations.violations.map((violation) => violation.id)).toEqual([])

  release()
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
  await expect(shellStatus(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Game assets' })).toHaveCount(1)
})

test.describe('in a dark system', () => {
  test.use({ colorScheme: 'dark' })

  test('the frame paints dark before the app runs', async ({ page }) => {
    await holdScripts(page)
    await page.goto(gameUrl(SAMPLE_GAMES.realistic), { waitUntil: 'commit' })
    await expect(shellStatus(page)).toBeVisible()
    await expect(page.locator('#root > [data-theme]')).toHaveAttribute('data-theme', 'dark')
  })
})

test('the frame paints in the theme the operator chose here, over the system’s', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('game-assets:theme', 'dark'))
  await holdScripts(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic), { waitUntil: 'commit' })
  await expect(shellStatus(page)).toBeVisible()
  await expect(page.locator('#root > [data-theme]')).toHaveAttribute('data-theme', 'dark')
})

test('embedded (?embed=1), the frame has no header, as the app has none', async ({ page }) => {
  await holdScripts(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { embed: '1' }), { waitUntil: 'commit' })
  await expect(shellStatus(page)).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
})

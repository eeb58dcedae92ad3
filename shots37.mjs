import { chromium } from '@playwright/test'
const port = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [w, scheme, embed] of [[1280, 'light', false], [360, 'dark', false], [480, 'light', true], [1000, 'dark', true]]) {
  const context = await browser.newContext({ viewport: { width: w, height: 800 }, colorScheme: scheme })
  const page = await context.newPage()
  const url = `http://localhost:${port}/?game=b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c${embed ? '&embed=1' : ''}`
  await page.goto(url)
  await page.getByRole('cell', { name: /build 100/ }).first().waitFor()
  await page.waitForTimeout(1500)
  // second visit: the API holds back first, then answers with two more builds
  let release
  const held = new Promise((r) => (release = r))
  await page.route('**/cloud/games/*/builds', async (route) => {
    await held
    console.log('route hit'); const response = await route.fetch()
    const body = await response.json()
    const first = body.builds[0]
    body.builds.unshift({ ...first, build_id: 'aaaaaaaa-0000-4000-8000-000000000001', upload_id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'hotfix 1.4.3' }, { ...first, build_id: 'aaaaaaaa-0000-4000-8000-000000000002', upload_id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'nightly 2026-11-27' })
    console.log('fulfilled', body.builds.length); await route.fulfill({ response, json: body })
  })
  await page.reload()
  await page.getByRole('cell', { name: /build 100/ }).first().waitFor()
  await page.screenshot({ path: `/tmp/s37-${w}-${scheme}-${embed ? 'embed' : 'page'}-stored.png` })
  release()
  await page.waitForTimeout(4000)
  await page.waitForTimeout(500)
  await page.screenshot({ path: `/tmp/s37-${w}-${scheme}-${embed ? 'embed' : 'page'}-new.png` })
  if (!embed && w === 1280) {
    await page.getByRole('button', { name: /API token/ }).click()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/s37-settings.png` })
  }
  await context.close()
}
await browser.close()

import { expect, test } from './support/fixtures'
import { SAMPLE_GAMES } from './support/sample'

test('hashed assets are cached for good, the page and its config are always revalidated', async ({
  page,
}) => {
  const policies = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!path.startsWith('/cloud/')) policies.set(path, response.headers()['cache-control'])
  })
  await page.goto(`/?game=${SAMPLE_GAMES.realistic}`)
  await expect(page.locator('tbody tr').first()).toBeVisible()
  const assets = [...policies].filter(([path]) => path.startsWith('/assets/'))
  expect(assets.length).toBeGreaterThan(2)
  for (const [path, policy] of assets) {
    expect({ path, policy }).toEqual({ path, policy: 'public, max-age=31536000, immutable' })
  }
  expect(policies.get('/')).toBe('no-cache')
  expect(policies.get('/config.json')).toBe('no-cache')
})

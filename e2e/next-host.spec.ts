import type { ConsoleMessage, Locator, Page, Worker } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectDocumentedKb, expectPanelWithPicker, hostRows as rows } from './support/host-checks'
import { startNextHost, startupScripts, type NextHost } from './support/next-host'
import { SAMPLE_GAMES } from './support/sample'

/*
 * A Next.js App Router console (e2e/hosts/next/, support/next-host.ts) built with the package
 * and served by `next start`: the server renders the panel's placeholder, the browser hydrates
 * it without a warning, the list worker starts from Next's bundle, and a server component can
 * render the panel itself, since the package's entry is a client boundary ('use client').
 */
test.describe('a Next.js App Router console', () => {
  // One install and build for every test here, in one worker.
  test.describe.configure({ mode: 'serial' })
  let host: NextHost

  test.beforeAll(async ({ baseURL }) => {
    // npm install, next build (type check, prerendering) and next start: minutes on a loaded box.
    test.setTimeout(600_000)
    host = await startNextHost(new URL(baseURL ?? '').origin)
    console.log(`next: install and build took ${host.seconds.toFixed(0)} s`)
  })

  test.afterAll(async () => {
    await host?.stop()
  })

  const consoleUrl = (path: string, gameId?: string) =>
    `${host.origin}${path}${gameId ? `?game=${gameId}` : ''}`

  /**
   * What went wrong with hydration from the page's first script on: console warnings and errors
   * about it, and a placeholder the browser did not keep (React renders afresh on a mismatch).
   */
  const watchHydration = async (page: Page) => {
    const messages: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      const text = message.text()
      // React's production build names its hydration errors by number (418 to 425).
      if (
        ['warning', 'error'].includes(message.type()) &&
        /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])\b/i.test(text)
      ) {
        messages.push(`${message.type()}: ${text}`)
      }
    })
    // The placeholder as the HTML parser made it, before any script ran.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const placeholder = document.querySelector('main > div > div')
        if (!placeholder) return
        Object.assign(window, { serverPlaceholder: placeholder })
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    return async () => {
      const kept = await page.evaluate(() => {
        const { serverPlaceholder } = window as unknown as { serverPlaceholder?: Element }
        return !!serverPlaceholder?.isConnected && !!serverPlaceholder.shadowRoot
      })
      return kept ? messages : [...messages, 'the server’s placeholder was not the panel’s host']
    }
  }

  test('builds, and the server’s HTML holds the panel’s placeholder at its container’s size', async ({
    browser,
    page,
  }) => {
    const response = await fetch(consoleUrl('/', SAMPLE_GAMES.realistic))
    expect(response.status).toBe(200)
    const html = await response.text()
    // The package renders only its host element on the server: the panel comes in the browser.
    expect(html).toContain(
      '<div style="height:600px"><div style="display:block;height:100%"></div></div>',
    )
    expect(html).not.toContain('Space Raiders')

    // The prerendered shell (cacheComponents) keeps the panel's space: the part that reads the
    // URL streams in behind a boundary, and only a script puts it in place.
    const context = await browser.newContext({ javaScriptEnabled: false })
    let shell: Awaited<ReturnType<Locator['boundingBox']>>
    try {
      const shellPage = await context.newPage()
      await shellPage.goto(consoleUrl('/', SAMPLE_GAMES.realistic))
      shell = await shellPage.locator('main > div').boundingBox()
      expect(shell?.height).toBe(600)
    } finally {
      await context.close()
    }

    await page.goto(consoleUrl('/', SAMPLE_GAMES.realistic))
    const container = page.locator('main > div')
    const placeholder = container.locator('> div')
    await expect(placeholder).toBeAttached()
    const [outer, inner] = await Promise.all([container.boundingBox(), placeholder.boundingBox()])
    expect(outer).toEqual(shell)
    expect(inner).toEqual(outer)
  })

  test('the client component hydrates without a warning, shows the rows and reads them in the list worker', async ({
    page,
  }) => {
    const hydration = await watchHydration(page)
    const workers: Worker[] = []
    page.on('worker', (worker) => workers.push(worker))
    const listUrl = `/cloud/games/${SAMPLE_GAMES.realistic}/builds`

    await page.goto(consoleUrl('/', SAMPLE_GAMES.realistic))
    await expectPanelWithPicker(page)

    // Next.js (Turbopack) bundles the package's `new Worker(new URL(…))` into a worker of its
    // own. The list was read there: the request is in the worker's timeline, not the page's
    // (Playwright gives a dedicated worker's requests the page's frame, so it cannot tell).
    expect(workers.length, 'workers started').toBeGreaterThan(0)
    const inWorkers = await Promise.all(
      workers.map((worker) =>
        worker.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        ),
      ),
    )
    console.log(`next: workers ${workers.map((worker) => worker.url().split('#')[0]).join(', ')}`)
    expect(inWorkers.flat()).toContain(listUrl)
    const pageRequests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    expect(pageRequests).not.toContain(listUrl)
    expect(await hydration()).toEqual([])
  })

  test('a server component that renders the package’s component shows the rows', async ({
    page,
  }) => {
    const hydration = await watchHydration(page)
    await page.goto(consoleUrl('/server', SAMPLE_GAMES.realistic))
    await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
    await expect(rows(page).first()).toBeVisible()
    // The game is fixed by the server component (no onViewChange): no picker.
    await expect(page.getByRole('combobox', { name: 'Game' })).toHaveCount(0)
    await page.getByRole('tab', { name: /CDN sites/ }).click()
    await expect(rows(page).first()).toBeVisible()
    expect(await hydration()).toEqual([])
    // Nor did rendering either page on the server log an error.
    expect(host.serverLog()).not.toMatch(/⨯|\bError\b/)
  })

  test('installs one copy of React, React DOM and React Query (query-core too): the console’s own; no react-table or valibot', () => {
    for (const shared of ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core']) {
      expect(host.copies(shared), shared).toEqual([`${host.dir}/node_modules/${shared}`])
    }
    // The package's React entry carries them: a console that has neither installs neither.
    for (const carried of ['@tanstack/react-table', 'valibot']) {
      expect(host.copies(carried), carried).toEqual([])
    }
  })

  test('start-up JavaScript the panel adds to a page', async ({ page }) => {
    const baseline = await startupScripts(page, host, '/baseline')
    expect(page.workers()).toEqual([])
    const panel = await startupScripts(page, host, '/')
    expect(page.workers().length, 'the list worker starts with the panel').toBeGreaterThan(0)
    const kB = Math.round((panel.gzip - baseline.gzip) / 100) / 10
    console.log(
      `next: the React component adds ${kB.toFixed(1)} kB gzip ` +
        `(${(panel.gzip / 1000).toFixed(1)} kB in ${panel.files.length} scripts, ` +
        `${(baseline.gzip / 1000).toFixed(1)} kB in ${baseline.files.length} without the panel)`,
    )
    expectDocumentedKb('next', kB)
  })
})

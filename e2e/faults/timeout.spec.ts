import type { Route } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import {
  dataRows,
  expectFailure,
  expectOtherTabWorks,
  faultUrl,
  itemName,
  LIST_KEY,
  panelAlert,
  REALISTIC,
  routeList,
  rowNamed,
  wireItem,
} from '../support/faults'
import { listKinds } from '../support/lists'
import { startTrickleServer } from '../support/raw-server'

/*
 * The client gives up on a list after 15 s (AbortSignal.timeout). Playwright's clock fakes
 * AbortSignal.timeout along with the timers, so the test moves the page's clock on 16 s
 * instead of waiting: the route holds every request and never answers.
 */
test('no answer within 15 s: the request is stopped and the alert says it timed out', async ({
  page,
}) => {
  const held: Route[] = []
  let release = () => {}
  const never = new Promise<void>((resolve) => (release = resolve))
  const requests = await routeList(page, 'sites', async (route) => {
    held.push(route)
    await never
  })
  const aborted: string[] = []
  page.on('requestfailed', (request) => {
    if (request.url().endsWith(listKinds.sites.path))
      aborted.push(request.failure()?.errorText ?? '')
  })

  try {
    await page.clock.install()
    await page.goto(faultUrl('sites'))
    await expect(
      page.getByRole('tabpanel').getByRole('status', { name: 'Loading CDN sites…' }),
    ).toBeVisible()

    // 10 s in, nothing has happened yet. (The installed clock also runs in real time, so this
    // stays well short of 15 s, leaving room for a slow start.)
    await page.clock.runFor(10_000)
    await expect(panelAlert(page)).toHaveCount(0)
    expect(aborted).toEqual([])

    await page.clock.runFor(6_000)
    await expectFailure(panelAlert(page), {
      title: 'The API did not answer in time',
      message:
        'No answer came within 15 seconds, so the request for CDN sites was stopped. The API may be overloaded: try again in a moment.',
      buttons: ['Retry'],
    })
    // The browser cancelled the request (it did not just stop listening), and a timeout is not
    // retried: it already took 15 s.
    await expect.poll(() => aborted).toEqual(['net::ERR_ABORTED'])
    expect(requests.count).toBe(1)

    // Switching back asks again; that request times out in its turn.
    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'sites' })
    await expect.poll(() => requests.count).toBe(2)
    await page.clock.runFor(16_000)
    await expect(panelAlert(page)).toContainText('The API did not answer in time')
  } finally {
    release()
    // The browser has given up on these requests; answering them now may be refused.
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)))
  }
})

/*
 * A server that sends a space every half second never leaves the list without progress for
 * 15 s: only the list's time limit stops it. config.json sets that to a minute. The limit runs
 * on the page's clock, which the test moves on; the list worker, where the 15 s limit runs,
 * keeps real time (Playwright's clock is the page's only).
 */
test('a list still trickling in after maxListSeconds is stopped, says why and offers Retry', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { maxListSeconds: 60 } }))
  const server = await startTrickleServer(
    `{"${LIST_KEY.sites}":[${JSON.stringify(wireItem('sites', 0))},`,
  )
  try {
    const requests = await routeList(page, 'sites', (route) => route.continue({ url: server.url }))
    await page.clock.install()
    await page.goto(faultUrl('sites'))
    // What has arrived shows while the rest is on its way.
    await expect(rowNamed(page, itemName('sites', 0))).toBeVisible()

    // 40 s in, it is still arriving. (The clock also runs in real time: 20 s of room.)
    await page.clock.runFor(40_000)
    await expect(panelAlert(page)).toHaveCount(0)
    expect(server.closed()).toBe(0)

    await page.clock.runFor(20_000)
    await expectFailure(panelAlert(page), {
      title: 'The CDN sites took too long to arrive',
      message:
        'The CDN sites were still arriving after 1 minute, so the dashboard stopped reading them. The API or the connection is very slow: try again in a moment. If this list is always this slow, ask for a longer time limit (maxListSeconds).',
      buttons: ['Retry'],
    })
    // Nothing of it stays on screen, and the browser closed the connection.
    await expect(dataRows(page)).toHaveCount(0)
    await expect.poll(() => server.closed()).toBe(1)
    expect(requests.count).toBe(1)

    await panelAlert(page).getByRole('button', { name: 'Retry' }).click()
    await expect(rowNamed(page, itemName('sites', 0))).toBeVisible()
    expect(requests.count).toBe(2)
  } finally {
    await server.close()
  }
})

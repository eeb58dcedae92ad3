import type { Locator, Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { buildReactHost, openHostPage, type HostPageOptions } from './support/embed-host'
import { expect, test as base } from './support/fixtures'
import { BROKEN_AVATAR_IMAGE, freezeClock, realistic, SAMPLE_GAMES } from './support/sample'
import { expectFocusWrapsInPreview } from './support/dialog'
import { headerWidths } from './support/table'
import { headerNames } from './support/columns'
import { openToolbarMenu, toolbarMenu, toolbarMenuButton } from './support/toolbar'

/*
 * A console embeds the panel in both forms (the React component and <game-assets-panel>) on a
 * page whose global CSS is aggressive; neither side's styles reach the other, and the panel
 * never touches the page's URL.
 */
// The realistic game's one avatar image that is missing on purpose, once the avatars tab opens.
base.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

const test = base.extend<object, { reactHost: Map<string, string> }>({
  reactHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, run) => run(await buildReactHost()),
    { scope: 'worker', timeout: 60_000 },
  ],
})

const SANS = /^ui-sans-serif, system-ui, "Segoe UI"/

/** The host page on the page's origin, or the preview's before the first page is opened. */
const openHost = (
  page: Page,
  reactHost: Map<string, string>,
  options: Partial<HostPageOptions> = {},
) =>
  openHostPage(
    page,
    reactHost,
    options,
    new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin,
  )

const rows = (panel: Locator) =>
  panel.getByRole('tabpanel').getByRole('table').locator('tbody tr[aria-rowindex]')

/**
 * Waits for the panel's whole list: all its items counted, its first
 * row shown (only the rows in view and 10 more are in the document).
 */
async function expectListShown(panel: Locator, count = realistic.builds.length) {
  const table = panel.getByRole('tabpanel').getByRole('table')
  await expect(table).toHaveAttribute('aria-rowcount', String(count + 1))
  await expect(rows(panel).first()).toBeVisible()
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

/** The panel's root element, inside its shadow root, which carries `data-theme`. */
const panelRoot = (panel: Locator) => panel.locator('[data-theme]')

const authorizations = (page: Page) => {
  const seen: { path: string; authorization: string | undefined }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/cloud/')) {
      seen.push({ path: url.pathname, authorization: request.headers()['authorization'] })
    }
  })
  return seen
}

test('in a 440 px sidebar both forms keep Name the widest column, folding the rest into it', async ({
  page,
  reactHost,
}) => {
  await page.setViewportSize({ width: 440, height: 900 })
  const { react, element } = await openHost(page, reactHost)
  for (const panel of [react, element]) {
    await expectListShown(panel)
    const table = panel.getByRole('tabpanel').getByRole('table')
    const widths = await headerWidths(table)
    const name = widths.find(([text]) => text === 'Name')?.[1] ?? 0
    expect(name).toBeGreaterThanOrEqual(200)
    for (const [text, width] of widths) if (text !== 'Name') expect(width).toBeLessThan(name)
    await expect(rows(panel).first().locator('time')).toBeVisible()
    await expect(panel.getByRole('combobox', { name: 'Sort by' })).toBeVisible()
    // A row's details open inside the shadow root too, anchored to the row actions' Details
    // button. (By keyboard: this host's 560 px box leaves the table one row's height, under its
    // header.)
    const row = rows(panel).first()
    await row.focus()
    const button = panel.getByRole('button', { name: 'Details', exact: true })
    await expect(button).toBeVisible()
    await page.keyboard.press('Enter')
    const details = panel.locator('[popover]:popover-open')
    await expect(details).toBeVisible()
    const [box, anchor] = [(await details.boundingBox())!, (await button.boundingBox())!]
    // Under it, or above it when the screen ends first; its right edge at the button's.
    const below = box.y - (anchor.y + anchor.height)
    const above = anchor.y - (box.y + box.height)
    expect([below, above].some((gap) => gap >= 0 && gap < 8)).toBe(true)
    expect(Math.abs(box.x + box.width - (anchor.x + anchor.width))).toBeLessThan(1)
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    await expect(row).toBeFocused()

    // The toolbar is compact here: its menus open inside the shadow root and inside the panel,
    // and close on a press elsewhere in the panel, or on Escape with focus back on their button.
    const filters = await openToolbarMenu(panel, 'Filters')
    const [menuBox, panelBox] = [(await filters.boundingBox())!, (await panel.boundingBox())!]
    expect(menuBox.x).toBeGreaterThanOrEqual(panelBox.x)
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width)
    await panel.getByRole('tab', { name: /^Builds/ }).click()
    await expect(filters).toBeHidden()
    await openToolbarMenu(panel, 'More', { by: 'keyboard' })
    await page.keyboard.press('Escape')
    await expect(toolbarMenu(panel, 'More')).toBeHidden()
    await expect(toolbarMenuButton(panel, 'More')).toBeFocused()
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})

test('both forms show the game on a hostile page, and no CSS leaks either way', async ({
  page,
  reactHost,
}) => {
  const { react, element } = await openHost(page, reactHost)

  for (const panel of [react, element]) {
    await expectListShown(panel)
    const cell = rows(panel).first().locator('td').first()
    expect(await style(cell, 'font-family')).toMatch(SANS)
    expect(await style(cell, 'font-size')).toBe('14px')
    expect(await style(cell, 'box-sizing')).toBe('border-box')
    const table = panel.getByRole('tabpanel').getByRole('table')
    expect(await style(table, 'border-top-width')).toBe('0px')
    const refresh = panel.getByRole('button', { name: 'Refresh' })
    expect(await style(refresh, 'background-color')).toBe('rgba(0, 0, 0, 0)')
    expect(await style(refresh, 'border-top-style')).not.toBe('dashed')
    // ring-1: Tailwind's --tw-* properties have their initial values inside the shadow root.
    expect(await style(refresh, 'box-shadow')).toContain(' 0px 0px 0px 1px')
    expect(await style(panelRoot(panel), 'font-size')).toBe('16px')
    expect(await style(panelRoot(panel), 'line-height')).toBe('24px')
  }

  // The page is as its own CSS says.
  const h1 = page.getByRole('heading', { name: 'Operator console' })
  expect(await style(h1, 'font-family')).toBe('serif')
  expect(await style(h1, 'font-size')).toBe('20px')
  const hostTable = page.locator('body > .host-row > table')
  expect(await style(hostTable, 'border-top')).toBe('5px solid rgb(255, 0, 0)')
  const hostButton = page.getByRole('button', { name: 'Host button' })
  expect(await style(hostButton, 'background-color')).toBe('rgb(255, 255, 0)')
  expect(await style(hostButton, 'padding-top')).toBe('40px')
  expect(await style(hostButton, 'box-sizing')).toBe('content-box')
  expect(await style(page.locator('body'), 'margin-top')).toBe('24px')
  expect(await style(page.locator('html'), 'font-size')).toBe('20px')
})

for (const theme of ['light', 'dark'] as const) {
  test(`both forms look right on the host page (${theme})`, async ({ page, reactHost }) => {
    await freezeClock(page)
    const { react, element } = await openHost(page, reactHost, { theme })
    for (const panel of [react, element]) {
      await expectListShown(panel)
      await expect(panel.getByRole('tab').getByText(String(realistic.avatars.length))).toBeVisible()
    }
    await expect(page).toHaveScreenshot(theme === 'light' ? 'embedded.png' : 'embedded-dark.png', {
      fullPage: true,
    })
  })
}

/** A theme colour as the panel computes it, to compare with its computed styles. */
const themeColor = (panel: Locator, name: string) =>
  panelRoot(panel).evaluate((root, variable) => {
    const probe = document.createElement('i')
    probe.style.color = `var(${variable})`
    root.parentElement!.append(probe)
    const computed = getComputedStyle(probe).color
    probe.remove()
    return computed
  }, name)

test('the theme attribute paints the panel dark, and back', async ({ page, reactHost }) => {
  const { element } = await openHost(page, reactHost)
  await expectListShown(element)
  const root = panelRoot(element)
  const slate100 = await themeColor(element, '--color-slate-100')
  const slate950 = await themeColor(element, '--color-slate-950')
  await expect(root).toHaveAttribute('data-theme', 'light')
  expect(await style(root, 'background-color')).toBe(slate100)

  await element.evaluate((panel) => panel.setAttribute('theme', 'dark'))
  await expect(root).toHaveAttribute('data-theme', 'dark')
  expect(await style(root, 'background-color')).toBe(slate950)
  expect(await style(root, 'color-scheme')).toBe('dark')

  await element.evaluate((panel) => panel.setAttribute('theme', 'light'))
  await expect(root).toHaveAttribute('data-theme', 'light')
  expect(await style(root, 'background-color')).toBe(slate100)
})

test('attributes drive the element; the operator’s picks update them and are announced', async ({
  page,
  reactHost,
}) => {
  const { element } = await openHost(page, reactHost)
  await expectListShown(element)

  await element.evaluate((panel) => panel.setAttribute('tab', 'sites'))
  await expect(element.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(rows(element)).toHaveCount(realistic.sites.length)

  await element.evaluate((panel, id) => panel.setAttribute('game-id', id), SAMPLE_GAMES.empty)
  await expect(element.getByRole('heading', { name: 'Empty Game' })).toBeVisible()
  await expect(element.getByText('This game has no CDN sites yet.')).toBeVisible()

  // The operator picks a tab, then a game: the element reflects each and fires one event.
  await element.getByRole('tab', { name: /Avatars/ }).click()
  await expect(element).toHaveAttribute('tab', 'avatars')
  const picker = element.getByRole('combobox', { name: 'Game' })
  await picker.click()
  await picker.fill('space')
  await element.getByRole('option', { name: /Space Raiders/ }).click()
  await expect(element).toHaveAttribute('game-id', SAMPLE_GAMES.realistic)
  await expectListShown(element, realistic.avatars.length)

  expect(
    await page.evaluate(() => (window as unknown as { panelEvents: unknown[] }).panelEvents),
  ).toEqual([
    { gameId: SAMPLE_GAMES.empty, tab: 'avatars', since: null },
    { gameId: SAMPLE_GAMES.realistic, tab: 'avatars', since: null },
  ])
})

test('the columns attribute and prop choose the columns; the operator’s choice is announced', async ({
  page,
  reactHost,
}) => {
  const { react, element } = await openHost(page, reactHost)
  await expectListShown(element)
  const headers = (panel: Locator) => headerNames(panel.getByRole('tabpanel'))

  await element.evaluate((panel) => panel.setAttribute('columns', 'name, status,size'))
  await expect.poll(() => headers(element)).toEqual(['Name', 'Status', 'Size'])
  // The operator adds Created: the attribute follows, and the element says so.
  await element.getByRole('button', { name: /^Columns/ }).click()
  await element.getByRole('checkbox', { name: 'Created' }).check()
  await expect(element).toHaveAttribute('columns', 'name,status,size,created')
  await expect.poll(() => headers(element)).toEqual(['Name', 'Status', 'Size', 'Created'])
  expect(
    await page.evaluate(() => (window as unknown as { columnEvents: unknown[] }).columnEvents),
  ).toEqual([{ columns: ['name', 'status', 'size', 'created'] }])

  // The React form: its `columns` prop, and `onColumnsChange` hears the operator.
  await page.evaluate(() =>
    (window as unknown as { reactHost: { setProps: (patch: object) => void } }).reactHost.setProps({
      columns: ['name', 'tags'],
    }),
  )
  await expect.poll(() => headers(react)).toEqual(['Name', 'Tags'])
  await react.getByRole('button', { name: /^Columns/ }).click()
  // The host owns the prop and did not take the choice: the box stays as the host says.
  await react.getByRole('checkbox', { name: 'Tags' }).click()
  await expect(react.getByRole('checkbox', { name: 'Tags' })).toBeChecked()
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { reactHost: { changes: unknown[] } }).reactHost.changes,
      ),
    )
    .toContainEqual({ columns: ['name'] })
})

test('the element sends its token property, or asks its gettoken callback before each request', async ({
  page,
  reactHost,
}) => {
  const requests = authorizations(page)
  const { react, element } = await openHost(page, reactHost)
  await expectListShown(element)
  await expectListShown(react)
  const sent = new Set(requests.map((request) => request.authorization))
  expect(sent).toEqual(new Set(['Bearer element-token', 'Bearer react-token']))

  // Every list the element reads has come with its token.
  await expect(element.getByRole('tab', { name: /^Avatars/ })).toContainText(
    String(realistic.avatars.length),
  )
  const before = requests.length
  await element.evaluate((panel: HTMLElement & { gettoken?: () => Promise<string> }) => {
    let calls = 0
    panel.gettoken = () => Promise.resolve(`fresh-${++calls}`)
  })
  // A new getter asks for the games and the three lists again: once they are out, the game
  // change below cuts none of them off between asking the getter and sending.
  const fresh = () =>
    requests
      .slice(before)
      .map((request) => request.authorization)
      .filter((authorization) => authorization !== 'Bearer react-token')
  await expect.poll(() => fresh().length).toBe(4)
  await element.evaluate((panel, id) => panel.setAttribute('game-id', id), SAMPLE_GAMES.empty)
  await expect(element.getByText('This game has no builds yet.')).toBeVisible()
  await expect.poll(() => requests.length - before).toBeGreaterThanOrEqual(3)
  // The React panel on the page sends its own token; the element's requests are the others.
  // One call per request: each carries a token of its own (requests that wait on the getter
  // together may leave in another order).
  const asked = fresh()
  expect([...asked].sort()).toEqual(asked.map((_, i) => `Bearer fresh-${i + 1}`).sort())
  // The token is never an attribute.
  expect(await element.evaluate((panel) => panel.getAttributeNames())).toEqual([
    'class',
    'api-base-url',
    'game-id',
    'tab',
    'theme',
  ])
})

test('a token holding a line separator gets the token form’s sentence, and nothing is sent', async ({
  page,
  reactHost,
}) => {
  const requests = authorizations(page)
  const { react, element } = await openHost(page, reactHost, { elementToken: 'abc\u2028def' })
  await expectListShown(react)
  const alert = element.getByRole('tabpanel').getByRole('alert')
  await expect(alert).toContainText('The token cannot be sent')
  await expect(alert).toContainText(
    'The token holds a line separator (U+2028) at character 4: a token is letters, digits and punctuation only. Paste it again without it.',
  )
  await expect(alert).not.toContainText('could not be reached')
  // Only the React panel's requests went out.
  expect(new Set(requests.map((request) => request.authorization))).toEqual(
    new Set(['Bearer react-token']),
  )
})

test('the React form takes clicks, typing and keys inside its shadow root', async ({
  page,
  reactHost,
}) => {
  const requests = authorizations(page)
  const { react } = await openHost(page, reactHost)
  await expectListShown(react)

  await react.getByRole('tab', { name: /CDN sites/ }).click()
  await expect(rows(react)).toHaveCount(realistic.sites.length)
  await react.getByRole('tab', { name: /CDN sites/ }).press('ArrowRight')
  await expect(react.getByRole('tab', { name: /Avatars/ })).toBeFocused()
  await expectListShown(react, realistic.avatars.length)

  // "/" inside the panel goes to its search box; typing filters the rows.
  await react.getByRole('tab', { name: /Avatars/ }).press('/')
  const search = react.getByRole('searchbox')
  await expect(search).toBeFocused()
  const first = realistic.avatars[0]!
  await page.keyboard.type(first.upload_id)
  await expect(rows(react)).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expectListShown(react, realistic.avatars.length)

  const changes = await page.evaluate(
    () => (window as unknown as { reactHost: { changes: unknown[] } }).reactHost.changes,
  )
  expect(changes).toEqual([{ tab: 'sites' }, { tab: 'avatars' }])

  const before = requests.length
  await page.evaluate(() => {
    let calls = 0
    const host = (window as unknown as { reactHost: { setProps(p: object): void } }).reactHost
    host.setProps({ getToken: async () => `react-fresh-${++calls}` })
  })
  await react.getByRole('button', { name: 'Refresh' }).click()
  // A new getter asks for the lists again at once (requests that wait on it together may leave
  // in another order), and for every request after.
  const sent = () =>
    requests
      .slice(before)
      .map((request) => request.authorization)
      .filter((authorization) => authorization !== 'Bearer element-token')
  await expect.poll(() => sent().length).toBeGreaterThan(0)
  expect(sent()).toContain('Bearer react-fresh-1')
  for (const authorization of sent()) expect(authorization).toMatch(/^Bearer react-fresh-\d+$/)
})

test('the panel never changes the page’s URL or history, nor listens to its keys', async ({
  page,
  reactHost,
}) => {
  // Every listener added to the window or the document from the moment the page loads.
  await page.addInitScript(() => {
    const added: string[] = ((window as unknown as { globalListeners: string[] }).globalListeners =
      [])
    const original = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, ...rest) {
      if (this === window || this === document) added.push(type)
      return original.call(this, type, ...rest)
    }
  })
  const { react, element } = await openHost(page, reactHost)
  const url = page.url()
  const historyLength = await page.evaluate(() => history.length)

  for (const panel of [react, element]) {
    await expectListShown(panel)
    await panel.getByRole('tab', { name: /CDN sites/ }).click()
    await panel.getByRole('button', { name: 'Size' }).click()
    await panel.getByRole('searchbox').fill('eu')
    await panel
      .getByRole('group', { name: 'Status' })
      .getByText('Complete', { exact: true })
      .click()
    const picker = panel.getByRole('combobox', { name: 'Game' })
    await picker.fill(SAMPLE_GAMES.empty)
    await picker.press('Enter')
    await expect(panel.getByRole('heading', { name: 'Empty Game' })).toBeVisible()
  }

  expect(page.url()).toBe(url)
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
  const listeners = await page.evaluate(
    () => (window as unknown as { globalListeners: string[] }).globalListeners,
  )
  // The host page's own listener; React Query's (focus, network); React DOM's selectionchange,
  // and its "test" that checks passive listener support at load; the sync of remembered
  // settings between tabs. None of them reacts to the operator's input on the page.
  const passive = [
    'gameassetschange',
    'columnschange',
    'visibilitychange',
    'online',
    'offline',
    'selectionchange',
    'test',
    'storage',
  ]
  expect(listeners.filter((type) => !passive.includes(type))).toEqual([])
})

test('the avatar preview opens as a modal dialog inside the shadow root and keeps Tab in it', async ({
  page,
  reactHost,
}) => {
  const { element } = await openHost(page, reactHost)
  await element.evaluate((panel) => panel.setAttribute('tab', 'avatars'))
  await expectListShown(element, realistic.avatars.length)

  const thumbnail = element.getByRole('button', { name: 'Preview avatar knight.png', exact: true })
  await thumbnail.click()
  const dialog = element.getByRole('dialog', { name: 'knight.png' })
  await expect(dialog).toBeVisible()
  await expectFocusWrapsInPreview(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

test('the library files hold no style sheet of their own and no history calls', () => {
  const dir = new URL('../dist-lib/', import.meta.url)
  const files = readdirSync(dir)
  // Scripts, their types and the package's own files: no CSS file.
  expect(files.filter((name) => !/\.(js|d\.ts)$/.test(name)).sort()).toEqual([
    'LICENSE',
    'README.md',
    'package.json',
  ])
  for (const name of files.filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(new URL(name, dir), 'utf8')
    expect(code.match(/history\.|pushState/g) ?? [], name).toEqual([])
    // element.js bundles React DOM, whose <style> and <link> handling the panel never uses;
    // the other files are the panel's own code.
    if (name === 'element.js') continue
    expect(code.match(/document\.head|createElement\(.style.\)/g) ?? [], name).toEqual([])
  }
})

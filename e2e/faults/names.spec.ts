import { echoText } from '../../src/lib/bound-text'
import { expect, test } from '../support/fixtures'
import { assetTable, expectRowCount, openRowDetails } from '../support/table'
import {
  cellOf,
  dataRows,
  expectSortedTable,
  expectTableLayoutKept,
  expectView,
  faultUrl,
  listBody,
  NOUN,
  panelNote,
  REALISTIC,
  serveLargeListBody,
  serveListBody,
  wireItem,
  type Tab,
} from '../support/faults'

/*
 * Names and ids as the API may send them. Every name is shown as text (never as markup), the
 * table keeps its layout (every row equally tall, nothing wider than the viewport), and what the
 * dashboard finds odd is marked with a warning. Fixture sizes grow with the item number, so
 * with `sort=size.asc` row n shows item n.
 */

const HTML_NAME = '<img src=x onerror="window.__xss=1">'

const cases: {
  name: string
  which: Tab
  /** Overrides for items 0, 1 and 2. */
  items: [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]
  /** Warnings by row; rows not listed have none. */
  warnings: Record<number, string>
}[] = [
  {
    name: 'two items with the same id',
    which: 'sites',
    items: [
      { site_id: 'c0ffee00-0000-4000-8000-000000000001' },
      {},
      { site_id: 'c0ffee00-0000-4000-8000-000000000001' },
    ],
    warnings: { 0: '2 items share this site_id', 2: '2 items share this site_id' },
  },
  {
    name: 'an empty display name',
    which: 'builds',
    items: [{}, { display_name: '' }, {}],
    warnings: { 1: 'display_name is empty' },
  },
  {
    name: 'a 10,000-character name',
    which: 'builds',
    items: [{}, { display_name: `${'W'.repeat(9_990)}long name!` }, {}],
    warnings: {},
  },
  {
    name: 'a name holding HTML',
    which: 'avatars',
    items: [{}, { display_name: HTML_NAME }, { display_name: '<b>bold</b> & <i>"quoted"</i>' }],
    warnings: {},
  },
  {
    name: 'right-to-left names',
    which: 'sites',
    items: [
      { display_name: 'موقع الأصول الرئيسي 2' },
      { display_name: 'אתר ראשי (גרסה 3)' },
      { display_name: 'mixed: שלום build ١٢' },
    ],
    warnings: {},
  },
  {
    name: 'emoji and zero-width characters',
    which: 'avatars',
    items: [
      { display_name: '🚀👩🏽‍💻🏳️‍🌈 avatar' },
      { display_name: 'zero\u200Bwidth\u200C\u200D\u2060\uFEFFname' },
      { display_name: '\u202Eevil\u202C \u2066isolate\u2069 name' },
    ],
    warnings: {},
  },
]

for (const { name, which, items, warnings } of cases) {
  test(`${name} (${which}): shown as text, warned where odd, and the layout holds`, async ({
    page,
  }) => {
    const wire = items.map((overrides, n) => wireItem(which, n, overrides))
    await serveListBody(page, which, listBody(which, wire))
    await page.goto(faultUrl(which))

    const rows = dataRows(page)
    await expect(rows).toHaveCount(3)
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0)

    for (const [n, item] of wire.entries()) {
      const row = rows.nth(n)
      const cell = await cellOf(page, row, 'Name')
      const text = item.display_name
      if (text.trim() === '') {
        await expect(cell.getByText('(no name)', { exact: true })).toBeVisible()
      } else {
        // The characters sent, as one text node in a span that picks its direction; control
        // and bidi formatting characters shown as ⟨U+…⟩, with a mark on the name; a long name
        // cut to 200 characters with its length.
        const expected = echoText(text)
        const shown = cell.locator('span[dir="auto"]')
        await expect(shown).toHaveCount(1)
        expect(await shown.evaluate((span) => span.textContent)).toBe(expected)
        expect(await shown.evaluate((span) => span.childElementCount)).toBe(0)
        await expect(shown).toHaveAttribute('title', expected)
        await expect(cell.getByText('Holds control characters:')).toHaveCount(
          /⟨U\+/.test(expected) ? 1 : 0,
        )
      }
      const warning = warnings[n]
      if (warning) {
        await expect(cell.getByText(`Warning: ${warning}.`, { exact: true })).toBeAttached()
      } else {
        await expect(cell.getByText(/^Warning:/)).toHaveCount(0)
      }
    }
    const marked = Object.keys(warnings).length
    const note = panelNote(page)
    if (marked) {
      await expect(note).toContainText(
        `${marked} of the 3 ${NOUN[which]} came with values the dashboard could not read.`,
      )
    } else {
      await expect(note).toHaveCount(0)
    }

    await expectTableLayoutKept(page, which, 3)
    await expectSortedTable(page)
    await expectView(page, REALISTIC, which)

    // Markup in a name stays text: no element made from it, no script run.
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    await expect(page.locator('tbody b, tbody i')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  })
}

/*
 * Names up to 1 MiB pass the API reader. Shown whole, 30 of them held the page for seconds (each
 * row's text and `title` a million characters long); shown as the echo helper shows any value
 * from outside, a row takes as long whatever its name's length. Search still reads whole names,
 * and the row's details copy a cut name whole.
 */
test('30 builds with 1,000,000-character names show them bounded, and search reads them whole', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const LENGTH = 1_000_000
  const word = (n: number) => `needle-${n}-end`
  const longName = (n: number) => `${'N'.repeat(LENGTH - word(n).length - 1)} ${word(n)}`
  const wire = Array.from({ length: 30 }, (_, n) =>
    wireItem('builds', n, { display_name: longName(n) }),
  )
  await serveLargeListBody(page, 'builds', listBody('builds', wire))
  await page.goto(faultUrl('builds'))

  const rows = dataRows(page)
  // All 30 in the list; those drawn (the rows in view and 10 more) each show the name cut. 30 MB
  // of names to read and check took over 20 s on a box loaded several times over.
  await expectRowCount(assetTable(page), 30, { timeout: 60_000 })
  const shown = `${'N'.repeat(200)}… (1,000,000 characters)`
  const names = rows.locator('span[dir="auto"]')
  await expect(names).toHaveCount(await rows.count())
  const texts = await names.evaluateAll((spans) =>
    spans.map((span) => ({ text: span.textContent, title: span.getAttribute('title') })),
  )
  expect(texts.length).toBeGreaterThan(5)
  expect(texts).toEqual(Array(texts.length).fill({ text: shown, title: shown }))
  // Nothing else in the rows (a label, an alternative text) carries the whole name either.
  const rowsMarkup = await assetTable(page)
    .locator('tbody')
    .evaluate((body) => body.innerHTML.length)
  expect(rowsMarkup).toBeLessThan(30 * 10_000)
  // No copy button in the rows: the table's one set of row actions copies a cut name whole.
  await expect(rows.getByRole('button')).toHaveCount(0)
  await expectTableLayoutKept(page, 'builds', 30)

  // The search looks at the whole name: the word at its end finds that build alone.
  await page.getByRole('searchbox', { name: 'Search builds by name, id or tag' }).fill(word(17))
  await expect(rows).toHaveCount(1)
  await expect(rows.locator('span[dir="auto"]')).toHaveText(shown)
  const details = await openRowDetails(rows)
  const copyWhole = details.getByRole('button', {
    name: 'Copy whole name (1,000,000 characters)',
  })
  await copyWhole.click()
  await expect(details.getByText('Copied', { exact: true })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.length).toBe(LENGTH)
  expect(copied === longName(17)).toBe(true)
})

/*
 * A name made only of characters that show nothing (zero-width space, joiners, BOM) reads as
 * empty to the operator, like "" and "   ": "(no name)" with a warning, not a blank cell.
 * (String#trim does not count these characters as white space.)
 */
test('a name of only invisible characters (builds) shows as "(no name)" with a warning', async ({
  page,
}) => {
  const wire = [
    wireItem('builds', 0),
    wireItem('builds', 1, { display_name: '\u200B\u200C\u200D\u2060\uFEFF' }),
    wireItem('builds', 2),
  ]
  await serveListBody(page, 'builds', listBody('builds', wire))
  await page.goto(faultUrl('builds'))

  await expect(dataRows(page)).toHaveCount(3)
  const cell = await cellOf(page, dataRows(page).nth(1), 'Name')
  await expect(cell.getByText('(no name)', { exact: true })).toBeVisible()
  await expect(cell.getByText(/^Warning: /)).toHaveCount(1)
  await expectTableLayoutKept(page, 'builds', 3)
})

/*
 * A game's name, a build's tags and a linked tag filter are echoed from outside too: an override
 * in them shows as ⟨U+202E⟩ wherever they are shown, and clicking works on the values as sent.
 */
test("an override in a game's name, a tag or a ?tag= filter shows as ⟨U+202E⟩", async ({
  page,
}) => {
  await page.route('**/cloud/games', (route) =>
    route.fulfill({
      json: { games: [{ game_id: REALISTIC, display_name: 'Space \u202ESrediaR' }] },
    }),
  )
  const wire = [
    wireItem('builds', 0, { tags: { 'chan\u202Enel': 'ateb', os: 'xun\u2066il' } }),
    wireItem('builds', 1),
    wireItem('builds', 2),
  ]
  await serveListBody(page, 'builds', listBody('builds', wire))
  await page.goto(`${faultUrl('builds')}&tag=${encodeURIComponent('chan\u202Enel:ateb')}`)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Space ⟨U+202E⟩SrediaR')
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('Space ⟨U+202E⟩SrediaR')
  await expect(page.getByRole('table', { name: 'Builds of Space ⟨U+202E⟩SrediaR' })).toBeVisible()
  const filters = page
    .getByRole('list', { name: 'Tag filters' })
    .getByRole('listitem')
    .locator('span[title]')
  await expect(filters).toHaveText(['chan⟨U+202E⟩nel: ateb'])
  // The filter matches the build whose tag holds the override, as sent.
  await expect(dataRows(page)).toHaveCount(1)
  const chip = dataRows(page).getByRole('button', { name: 'os: xun⟨U+2066⟩il' })
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(filters).toHaveText(['chan⟨U+202E⟩nel: ateb', 'os: xun⟨U+2066⟩il'])
  await expect(dataRows(page)).toHaveCount(1)
  expect(await page.locator('body').innerText()).not.toMatch(/[\u202E\u2066]/)
})

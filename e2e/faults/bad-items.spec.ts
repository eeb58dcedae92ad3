import { expect, test } from '../support/fixtures'
import {
  cellOf,
  dataRows,
  expectFailure,
  expectOtherTabWorks,
  expectSortedTable,
  expectView,
  faultUrl,
  itemName,
  listBody,
  NOUN,
  panelAlert,
  panelNote,
  rawListBody,
  REALISTIC,
  rowNamed,
  serveListBody,
  wireItem,
  wireItems,
  type Tab,
} from '../support/faults'

/*
 * Bad values inside the items (src/api/schemas.ts). A missing required field or a `complete`
 * that is not a boolean refuses the whole list, naming item and field. A size or time that
 * cannot be read, or a time far in the future, keeps the list: the item gets a warning sign,
 * the unreadable value shows as "Unknown" (never a guess), and a note above the table counts
 * the items concerned.
 */

const mismatch = (problem: string) =>
  `The API's answer does not match what the dashboard expects: ${problem}.`

test.describe('items that refuse the list', () => {
  const cases: { name: string; which: Tab; items: unknown[]; problem: string }[] = [
    {
      name: 'an item without a required field',
      which: 'builds',
      items: [
        wireItem('builds', 0),
        (({ upload_id: _dropped, ...rest }) => rest)(wireItem('builds', 1)),
        wireItem('builds', 2),
      ],
      problem: 'item 1 of "builds", field "upload_id", is missing',
    },
    {
      name: '`complete` that is not a boolean',
      which: 'sites',
      items: [
        wireItem('sites', 0),
        wireItem('sites', 1),
        wireItem('sites', 2, { complete: 'yes' }),
      ],
      problem: 'item 2 of "sites", field "complete", should be true or false but is "yes"',
    },
  ]

  for (const { name, which, items, problem } of cases) {
    test(`${name} (${which}): the list is refused, naming the item and field`, async ({ page }) => {
      await serveListBody(page, which, listBody(which, items))
      await page.goto(faultUrl(which))

      await expectFailure(panelAlert(page), {
        title: `The API's list of ${NOUN[which]} could not be read`,
        message: mismatch(problem),
        buttons: ['Retry'],
      })
      await expect(page.getByRole('table')).toHaveCount(0)
      await expectOtherTabWorks(page, { game: REALISTIC, failed: which })
      await expect(panelAlert(page)).toContainText(problem)
    })
  }
})

test.describe('items kept with a warning', () => {
  const cases: {
    name: string
    which: Tab
    overrides: Record<string, unknown>
    raw?: Record<string, string>
    warning: string
    column: 'Size' | 'Created'
    /** Text that would be a wrong reading of the bad value. */
    wrong: RegExp
  }[] = [
    {
      name: 'a negative size',
      which: 'builds',
      overrides: { content_length: -1 },
      warning: 'content_length -1 is not a whole number of bytes',
      column: 'Size',
      wrong: /-\s*1\s*B/,
    },
    {
      name: 'a fractional size',
      which: 'sites',
      overrides: { content_length: 1.5 },
      warning: 'content_length 1.5 is not a whole number of bytes',
      column: 'Size',
      wrong: /\b1(\.5)?\s*B\b|2\s*B\b/,
    },
    {
      name: 'a size sent as a string',
      which: 'avatars',
      overrides: { content_length: '12' },
      warning: 'content_length "12" is not a whole number of bytes',
      column: 'Size',
      wrong: /\b12\s*B\b/,
    },
    {
      name: 'a size above 2^64 − 1',
      which: 'builds',
      overrides: { content_length: '__ABOVE_U64__' },
      // 2^64: one more than an unsigned 64-bit integer holds; sent as a bare JSON number.
      raw: { __ABOVE_U64__: '18446744073709551616' },
      warning: 'content_length 18446744073709551616 is more than 2^64 − 1 bytes',
      column: 'Size',
      wrong: /EiB|ZiB|\b0\s*B\b/,
    },
    {
      name: 'a time that is not RFC 3339',
      which: 'sites',
      overrides: { create_ts: '15/01/2026 10:00' },
      warning: 'create_ts "15/01/2026 10:00" is not an RFC 3339 time',
      column: 'Created',
      wrong: /ago|in |Invalid Date|NaN/,
    },
  ]

  for (const { name, which, overrides, raw, warning, column, wrong } of cases) {
    test(`${name} (${which}): the item is marked and the value shows as Unknown`, async ({
      page,
    }) => {
      const items = [wireItem(which, 0), wireItem(which, 1, overrides), wireItem(which, 2)]
      await serveListBody(
        page,
        which,
        raw ? rawListBody(which, items, raw) : listBody(which, items),
      )
      await page.goto(faultUrl(which))

      const panel = page.getByRole('tabpanel')
      await expect(dataRows(page)).toHaveCount(3)
      await expect(panel.getByRole('alert')).toHaveCount(0)
      await expect(panelNote(page)).toHaveText(
        `1 of the 3 ${NOUN[which]} came with values the dashboard could not read. They are marked with a warning sign (hover it for details); values that could not be read show as “Unknown”.`,
      )

      const row = rowNamed(page, itemName(which, 1))
      await expect(row.getByText(`Warning: ${warning}.`, { exact: true })).toBeAttached()
      await expect(row.getByTitle(warning, { exact: true })).toBeVisible()
      const cell = await cellOf(page, row, column)
      await expect(cell).toHaveText('Unknown')
      await expect(cell).not.toHaveText(wrong)
      // Nowhere on the page a wrong reading of the size (other rows do show times).
      if (column === 'Size') await expect(page.getByText(wrong)).toHaveCount(0)

      // The sound items carry no warning and show their values.
      for (const n of [0, 2]) {
        const sound = rowNamed(page, itemName(which, n))
        await expect(sound.getByText(/^Warning:/)).toHaveCount(0)
        await expect(sound.getByText('Unknown')).toHaveCount(0)
      }
      await expectSortedTable(page)
      await expectView(page, REALISTIC, which)
    })
  }

  test('a time far in the future (avatars): the item is marked, its time still shown', async ({
    page,
  }) => {
    const items = [
      wireItem('avatars', 0),
      wireItem('avatars', 1, { create_ts: '2099-01-01T00:00:00Z' }),
      wireItem('avatars', 2),
    ]
    await serveListBody(page, 'avatars', listBody('avatars', items))
    await page.goto(faultUrl('avatars'))

    await expect(dataRows(page)).toHaveCount(3)
    await expect(panelNote(page)).toContainText(
      '1 of the 3 custom avatars came with values the dashboard could not read.',
    )
    const row = rowNamed(page, itemName('avatars', 1))
    const warning =
      "create_ts 2099-01-01T00:00:00Z is far in the future: the server's clock may be wrong"
    await expect(row.getByText(`Warning: ${warning}.`, { exact: true })).toBeAttached()
    // The time can be read, so it is shown as sent (not as "now", not as Unknown).
    const cell = await cellOf(page, row, 'Created')
    await expect(cell.locator('time')).toHaveAttribute('datetime', '2099-01-01T00:00:00.000Z')
    await expect(cell).toHaveText(/^in 7\d y/)
    await expectSortedTable(page)
    await expectView(page, REALISTIC, 'avatars')
  })
})

test('a sound list shows no warning note', async ({ page }) => {
  await serveListBody(page, 'builds', listBody('builds', wireItems('builds', 3)))
  await page.goto(faultUrl('builds'))
  await expect(dataRows(page)).toHaveCount(3)
  await expect(panelNote(page)).toHaveCount(0)
  await expect(page.getByText(/^Warning:/)).toHaveCount(0)
})

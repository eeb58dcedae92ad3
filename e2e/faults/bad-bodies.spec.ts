import { expect, test } from '../support/fixtures'
import {
  expectFailure,
  expectOtherTabWorks,
  faultUrl,
  listBody,
  NOUN,
  panelAlert,
  REALISTIC,
  serveListBody,
  wireItem,
  type Tab,
} from '../support/faults'

/*
 * 200 answers whose body is not the list: the whole list is refused (a wrong or empty table
 * would mislead), the alert says what was wrong with the body, and Retry is offered. Not
 * retried by itself: a malformed body does not mend itself.
 */

const NOT_JSON = 'The API answered with something that is not JSON (or is cut short).'
const mismatch = (problem: string) =>
  `The API's answer does not match what the dashboard expects: ${problem}.`

const cases: { name: string; which: Tab; body: string; message: string }[] = [
  { name: 'an HTML page', which: 'builds', body: '<html>', message: NOT_JSON },
  {
    name: 'truncated JSON',
    which: 'builds',
    body: '{"builds":[{"build_id":',
    message: NOT_JSON,
  },
  {
    name: 'an empty body',
    which: 'avatars',
    body: '',
    message: 'The API answered with an empty body.',
  },
  {
    name: 'null',
    which: 'sites',
    body: 'null',
    message: mismatch('the body should be an object but is null'),
  },
  {
    name: 'an array',
    which: 'avatars',
    body: '[]',
    // valibot takes an array for an object, so the wrapper key is what is missing.
    message: mismatch('"custom_avatars" is missing'),
  },
  {
    name: 'an object without the wrapper',
    which: 'sites',
    body: '{}',
    message: mismatch('"sites" is missing'),
  },
  {
    name: 'the wrapper as another type',
    which: 'builds',
    body: '{"builds":{}}',
    message: mismatch('"builds" should be a list but is an object'),
  },
]

for (const { name, which, body, message } of cases) {
  test(`a 200 with ${name} on the ${which} tab cannot be read`, async ({ page }) => {
    await serveListBody(page, which, body)
    await page.goto(faultUrl(which))

    await expectFailure(panelAlert(page), {
      title: `The API's list of ${NOUN[which]} could not be read`,
      message,
      buttons: ['Retry'],
    })
    await expectOtherTabWorks(page, { game: REALISTIC, failed: which })
    await expectFailure(panelAlert(page), {
      title: `The API's list of ${NOUN[which]} could not be read`,
      message,
      buttons: ['Retry'],
    })
  })
}

test("an item past config.json's maxItemMegabytes is refused, named, and asked for once", async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { maxItemMegabytes: 0.5 } }))
  const long = wireItem('builds', 1, { display_name: 'x'.repeat(600_000) })
  const requests = await serveListBody(
    page,
    'builds',
    listBody('builds', [wireItem('builds', 0), long]),
  )
  await page.goto(faultUrl('builds'))

  await expectFailure(panelAlert(page), {
    title: "The API's list of builds could not be read",
    message:
      'Item 1 of "builds" in the API\'s answer passed 512.0 KiB and was still arriving: more than this dashboard reads for one item, so it stopped reading. If items really are that large, raise maxItemMegabytes in config.json.',
    buttons: ['Retry'],
  })
  expect(requests.count).toBe(1)
})

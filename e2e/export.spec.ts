import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { parseRfc4180 } from '../src/test/rfc-4180'
import { expect, test } from './support/fixtures'
import {
  BROKEN_AVATAR_IMAGE,
  freezeClock,
  gameUrl,
  realistic,
  SAMPLE_GAMES,
} from './support/sample'
import { compareButton } from './support/snapshot-files'
import { assetTable, columnBytes, columnTexts, columnTimes } from './support/table'

// The avatars test opens the realistic game's avatars, one of whose images is missing on purpose.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

// The clock at SAMPLE_NOW (2026-11-01T12:00Z, and the browser runs in UTC): statuses are the
// ones the sample data describes, and the file name's date is 2026-11-01.
test.beforeEach(async ({ page }) => {
  await freezeClock(page)
})

const GAME = SAMPLE_GAMES.realistic
const BUILD_FIELDS = [
  'build_id',
  'upload_id',
  'display_name',
  'content_length',
  'create_ts',
  'complete',
  'tags',
  'status',
]

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const exportButton = (page: Page, format: 'CSV' | 'JSON') =>
  page.getByRole('group', { name: 'Export' }).getByRole('button', { name: `Export ${format}` })

/** Clicks (or presses a key on) an export button and returns the file the browser saved. */
async function download(page: Page, act: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), act()])
  return file
}

async function fileText(file: Download) {
  const bytes = await readFile(await file.path())
  return { bytes, text: bytes.toString('utf8') }
}

/** The CSV's records as objects keyed by its header, after checking BOM, CRLF and header. */
async function readCsv(file: Download, fields: string[]) {
  const { bytes, text } = await fileText(file)
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf])
  const [header, ...records] = parseRfc4180(text.slice(1))
  expect(header).toEqual(fields)
  return records.map((record) => Object.fromEntries(record.map((cell, i) => [fields[i], cell])))
}

/** What the table shows, top to bottom, in the terms of an export. */
async function screenRows(table: Locator) {
  const [names, statuses, bytes, times] = await Promise.all([
    columnTexts(table, 'Name'),
    columnTexts(table, 'Status'),
    columnBytes(table),
    columnTimes(table),
  ])
  return names.map((name, i) => ({
    display_name: name,
    status: statuses[i]!.toLowerCase(),
    content_length: bytes[i],
    create_ts: new Date(times[i]!).toISOString(),
  }))
}

/** Searches "release" and sorts by size, largest first, as an operator does. */
async function openFilteredSortedBuilds(page: Page) {
  await page.goto(gameUrl(GAME))
  await expect(rows(page)).toHaveCount(realistic.builds.length)
  await page.getByRole('searchbox', { name: 'Search builds by name, id or tag' }).fill('release')
  await assetTable(page).getByRole('button', { name: 'Size' }).click()
  await expect(page).toHaveURL(/[?&]sort=size\.desc(&|$)/)
  await expect(rows(page)).toHaveCount(5)
  return screenRows(assetTable(page))
}

const wireBuild = (buildId: string) => {
  const build = realistic.builds.find((candidate) => candidate.build_id === buildId)
  if (!build) throw new Error(`the export has a build the sample lacks: ${buildId}`)
  return build
}

test('Export CSV saves the filtered, sorted rows as the table shows them', async ({ page }) => {
  const shown = await openFilteredSortedBuilds(page)
  const file = await download(page, () => exportButton(page, 'CSV').click())

  expect(file.suggestedFilename()).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.csv`)
  expect(file.suggestedFilename()).toMatch(
    /^Space_Raiders-[0-9a-f-]{36}-builds-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const records = await readCsv(file, BUILD_FIELDS)
  expect(
    records.map(({ display_name, status, content_length, create_ts }) => ({
      display_name,
      status,
      content_length: Number(content_length),
      create_ts,
    })),
  ).toEqual(shown)
  // Every value exactly as the API sent it: ids, the name (commas and quotes included), bytes.
  for (const record of records) {
    const wire = wireBuild(record.build_id!)
    expect(record).toEqual({
      build_id: wire.build_id,
      upload_id: wire.upload_id,
      display_name: wire.display_name,
      content_length: String(wire.content_length),
      create_ts: new Date(wire.create_ts).toISOString(),
      complete: String(wire.complete),
      tags: Object.entries(wire.tags)
        .map(([key, value]) => `${key}=${value}`)
        .join('; '),
      status: 'complete',
    })
  }
  expect(records.some((record) => record.display_name!.includes(','))).toBe(true)
  // The release candidate's tags: several, one a URL, in the order the API sent them.
  expect(records.map((record) => record.tags)).toContain(
    'version=4.0.0-rc.3; channel=rc; notes=https://example.com/patch-notes/season-4',
  )
})

/** A snapshot file's head and its one list's rows (src/model/snapshot-format.ts). */
async function readSnapshotFile(file: Download, key: string) {
  const { text } = await fileText(file)
  const snapshot = JSON.parse(text) as Record<string, unknown>
  return { text, snapshot, rows: snapshot[key] as Record<string, unknown>[] }
}

test('Export JSON saves the same rows as a snapshot naming the game, time and filter', async ({
  page,
}) => {
  const shown = await openFilteredSortedBuilds(page)
  const file = await download(page, () => exportButton(page, 'JSON').click())

  expect(file.suggestedFilename()).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.json`)
  const { text, snapshot, rows: objects } = await readSnapshotFile(file, 'builds')
  expect(text.startsWith('{\n  "snapshot": 1,\n')).toBe(true)
  expect(text).toContain('\n  "builds": [\n    {\n      "build_id": ')
  expect(text.endsWith('\n  ]\n}\n')).toBe(true)
  expect(snapshot).toMatchObject({
    game: { id: GAME, name: 'Space Raiders' },
    exported_at: '2026-11-01T12:00:00.000Z',
    // The frozen clock: the list was fetched as the page opened.
    fetched_at: '2026-11-01T12:00:00.000Z',
    filter: { query: 'release', status: 'all', tags: [] },
  })
  expect(
    objects.map(({ display_name, status, content_length, create_ts }) => ({
      display_name,
      status,
      content_length,
      create_ts,
    })),
  ).toEqual(shown)
  for (const object of objects) {
    expect(Object.keys(object)).toEqual(BUILD_FIELDS)
    const wire = wireBuild(object.build_id as string)
    expect(object.content_length).toBe(wire.content_length)
    expect(object.complete).toBe(true)
    expect(object.tags).toEqual(wire.tags)
  }
})

test('the export buttons work from the keyboard, with a visible focus', async ({ page }) => {
  await page.goto(gameUrl(GAME, { status: 'stale' }))
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('searchbox', { name: 'Search builds by name, id or tag' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Stale' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(compareButton(page)).toBeFocused()
  // The list's actions are one Tab stop: the arrow keys go through them.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: 'Chart' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: /^Columns/ })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  const csv = exportButton(page, 'CSV')
  await expect(csv).toBeFocused()
  await expect(csv).toHaveCSS('outline-style', 'solid')

  const csvFile = await download(page, () => page.keyboard.press('Enter'))
  expect(csvFile.suggestedFilename()).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.csv`)
  const records = await readCsv(csvFile, BUILD_FIELDS)
  expect(records.map((record) => [record.display_name, record.status])).toEqual([
    ['abandoned upload', 'stale'],
  ])

  await page.keyboard.press('ArrowRight')
  await expect(exportButton(page, 'JSON')).toBeFocused()
  const jsonFile = await download(page, () => page.keyboard.press('Space'))
  expect(jsonFile.suggestedFilename()).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.json`)
  const { snapshot, rows: objects } = await readSnapshotFile(jsonFile, 'builds')
  expect(snapshot.filter).toEqual({ query: '', status: 'stale', tags: [] })
  expect(objects.map((object) => object.display_name)).toEqual(['abandoned upload'])
})

test('with no rows shown, the export buttons are disabled and say why', async ({ page }) => {
  await page.goto(gameUrl(GAME, { q: 'no such build', status: 'stale' }))
  await expect(page.getByText('No builds match these filters.')).toBeVisible()
  for (const format of ['CSV', 'JSON'] as const) {
    await expect(exportButton(page, format)).toBeDisabled()
    await expect(exportButton(page, format)).toHaveAttribute(
      'title',
      'No builds match these filters: nothing to export.',
    )
  }
})

test('sizes past 2^53 keep every digit; unreadable values stay empty; formulas stay text', async ({
  page,
}) => {
  const items = [
    `{"build_id":"b1","upload_id":"u1","display_name":"=HYPERLINK(\\"http://evil\\",\\"x\\")","create_ts":"2026-11-01T09:05:59Z","content_length":18446744073709551615,"complete":true}`,
    `{"build_id":"b2","upload_id":"u2","display_name":"2^53 + 1","create_ts":"2026-10-01T00:00:00Z","content_length":9007199254740993,"complete":true}`,
    `{"build_id":"b3","upload_id":"u3","display_name":"unreadable","create_ts":"yesterday","content_length":"big","complete":true}`,
  ]
  await page.route('**/cloud/games/*/builds', (route) =>
    route.fulfill({ contentType: 'application/json', body: `{"builds":[${items.join(',')}]}` }),
  )
  await page.goto(gameUrl(SAMPLE_GAMES.empty, { sort: 'size.desc' }))
  await expect(rows(page)).toHaveCount(3)

  const csvFile = await download(page, () => exportButton(page, 'CSV').click())
  expect(csvFile.suggestedFilename()).toBe(`Empty_Game-${SAMPLE_GAMES.empty}-builds-2026-11-01.csv`)
  const records = await readCsv(csvFile, BUILD_FIELDS)
  expect(
    records.map((record) => [record.display_name, record.content_length, record.create_ts]),
  ).toEqual([
    [`'=HYPERLINK("http://evil","x")`, '18446744073709551615', '2026-11-01T09:05:59.000Z'],
    ['2^53 + 1', '9007199254740993', '2026-10-01T00:00:00.000Z'],
    ['unreadable', '', ''],
  ])

  const jsonFile = await download(page, () => exportButton(page, 'JSON').click())
  const { text, snapshot } = await readSnapshotFile(jsonFile, 'builds')
  expect(snapshot).not.toHaveProperty('filter')
  expect(text).toContain('"content_length": 18446744073709551615,')
  expect(text).toContain('"content_length": 9007199254740993,')
  expect(text).toContain(
    '"display_name": "unreadable",\n      "content_length": null,\n      "create_ts": null,',
  )
  expect(text).toContain('"display_name": "=HYPERLINK(\\"http://evil\\",\\"x\\")",')
})

test('the avatars tab exports its own fields, url included, into an avatars file', async ({
  page,
}) => {
  await page.goto(gameUrl(GAME, { tab: 'avatars', sort: 'name.asc', q: 'dragon' }))
  await expect(rows(page)).toHaveCount(1)
  const file = await download(page, () => exportButton(page, 'JSON').click())
  expect(file.suggestedFilename()).toBe(`Space_Raiders-${GAME}-avatars-2026-11-01.json`)
  const wire = realistic.avatars.find((avatar) => avatar.display_name === 'dragon_egg.jpeg')!
  const { snapshot, rows: saved } = await readSnapshotFile(file, 'custom_avatars')
  expect(snapshot.filter).toEqual({ query: 'dragon', status: 'all', tags: [] })
  expect(saved).toEqual([
    {
      upload_id: wire.upload_id,
      display_name: 'dragon_egg.jpeg',
      content_length: wire.content_length,
      create_ts: new Date(wire.create_ts).toISOString(),
      complete: false,
      url: null,
      status: 'uploading',
    },
  ])

  await page.getByRole('searchbox', { name: 'Search custom avatars by name or id' }).fill('knight')
  await expect(rows(page)).toHaveCount(1)
  const csv = await download(page, () => exportButton(page, 'CSV').click())
  const knight = realistic.avatars.find((avatar) => avatar.display_name === 'knight.png')!
  const [record] = await readCsv(csv, [
    'upload_id',
    'display_name',
    'content_length',
    'create_ts',
    'complete',
    'url',
    'status',
  ])
  // The API sends the image's absolute address (the sample API prefixes its own origin).
  expect(record!.url).toBe(new URL(knight.url!, page.url()).href)
  expect(record!.status).toBe('complete')
})

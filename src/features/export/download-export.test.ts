import { listModel } from '@/model/list-model'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseJsonExact } from '@/api/json'
import { parseList } from '@/api/schemas'
import type { Build } from '@/model/list-items'
import { exportFieldsOf } from './export-fields'
import { realisticGame, SAMPLE_NOW } from '@/test/sample'
import { filterOrder } from '@/model/row-filter'
import { rowOrder } from '@/model/row-order'
import { staleAfterMs } from '@/model/upload-status'
import { buildExport, downloadExport, REVOKE_AFTER_MS, type ExportRequest } from './download-export'

const GAME = 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c'
const clock = { now: Date.parse(SAMPLE_NOW), staleAfter: staleAfterMs(24) }
const builds = parseList('builds', { builds: realisticGame().builds })

function buildsRequest(
  format: 'csv' | 'json',
  items: readonly Build[] = builds,
  order: ArrayLike<number> = items.map((_, i) => i),
): ExportRequest<Build> {
  return {
    format,
    items,
    order,
    fields: exportFieldsOf('builds'),
    clock,
    gameId: GAME,
    gameName: 'Space Raiders',
    tab: 'builds',
    date: new Date(2026, 10, 1, 12),
  }
}

describe('buildExport', () => {
  it('writes the rows of the order only, in its order, with the API field names', () => {
    // As the screen shows it: sorted by size, ascending, only incomplete uploads.
    const sorted = rowOrder(listModel(builds), { column: 'size', direction: 'asc' }, clock)
    const all = filterOrder(listModel(builds), sorted, { query: '', status: 'all' }, clock)
    const order = all.filter((index) => !builds[index]!.complete)
    const { name, text } = buildExport(buildsRequest('csv', builds, order))

    expect(name).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.csv`)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFF"build_id","upload_id","display_name","content_length","create_ts","complete","tags","status"',
    )
    const abandoned = builds.find((build) => build.name === 'abandoned upload')!
    const nightly = builds.find((build) => build.name === 'nightly 2026-10-31')!
    // 2.2 GiB, then 3.4 GiB.
    expect(lines.slice(1)).toEqual([
      `"${abandoned.buildId}","${abandoned.uploadId}","abandoned upload",${abandoned.size},${new Date(abandoned.createdAt!).toISOString()},false,"","stale"`,
      `"${nightly.buildId}","${nightly.uploadId}","nightly 2026-10-31",${nightly.size},${new Date(nightly.createdAt!).toISOString()},false,"","uploading"`,
      '',
    ])
  })

  it('keeps sizes past 2^53 exact and writes unreadable values as unknown, from the API body on', () => {
    const body = parseJsonExact(
      `{"builds":[` +
        `{"build_id":"b1","upload_id":"u1","display_name":"=max","create_ts":"2026-11-01T09:05:59Z","content_length":18446744073709551615,"complete":true},` +
        `{"build_id":"b2","upload_id":"u2","display_name":"broken","create_ts":"yesterday","content_length":-1,"complete":false}` +
        `]}`,
    )
    const items = parseList('builds', body)
    expect(items[1]!.warnings).toHaveLength(2)

    const csv = buildExport(buildsRequest('csv', items)).text
    expect(csv.split('\r\n').slice(1)).toEqual([
      `"b1","u1","'=max",18446744073709551615,2026-11-01T09:05:59.000Z,true,"","complete"`,
      '"b2","u2","broken",,,false,"","uploading"',
      '',
    ])

    const json = buildExport(buildsRequest('json', items))
    expect(json.name).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.json`)
    expect(json.text).toContain('"content_length": 18446744073709551615,')
    expect(json.text).toContain('"display_name": "=max",')
    expect(json.text).toContain('"content_length": null,\n      "create_ts": null,')
    expect(json.text.endsWith('    }\n  ]\n}\n')).toBe(true)
  })

  it('writes JSON as a snapshot: the game, when, which filter, then the rows', () => {
    const json = buildExport({
      ...buildsRequest('json', builds, [0]),
      fetchedAt: Date.parse('2026-11-01T11:58:00Z'),
      filter: { query: 'nightly', status: 'uploading', tags: [] },
    })
    const file = JSON.parse(json.text) as Record<string, unknown>
    expect(Object.keys(file)).toEqual([
      'snapshot',
      'game',
      'exported_at',
      'fetched_at',
      'filter',
      'builds',
    ])
    expect(file).toMatchObject({
      snapshot: 1,
      game: { id: GAME, name: 'Space Raiders' },
      exported_at: new Date(2026, 10, 1, 12).toISOString(),
      fetched_at: '2026-11-01T11:58:00.000Z',
      filter: { query: 'nightly', status: 'uploading', tags: [] },
      builds: [expect.objectContaining({ build_id: builds[0]!.buildId })],
    })
    const unfiltered = JSON.parse(buildExport(buildsRequest('json')).text) as object
    expect(unfiltered).not.toHaveProperty('filter')
    expect(unfiltered).not.toHaveProperty('fetched_at')
  })

  it('writes an avatar without a url as null in JSON and an empty cell in CSV', () => {
    const avatars = parseList('avatars', { custom_avatars: realisticGame().avatars })
    const dragon = avatars.findIndex((avatar) => avatar.name === 'dragon_egg.jpeg')
    const request = {
      ...buildsRequest('json'),
      items: avatars,
      order: [dragon],
      fields: exportFieldsOf('avatars'),
      tab: 'avatars' as const,
    }
    const parsed = JSON.parse(buildExport(request).text) as { custom_avatars: unknown[] }
    expect(parsed.custom_avatars).toEqual([
      {
        upload_id: avatars[dragon]!.uploadId,
        display_name: 'dragon_egg.jpeg',
        content_length: 700 * 1024,
        create_ts: new Date(avatars[dragon]!.createdAt!).toISOString(),
        complete: false,
        url: null,
        status: 'uploading',
      },
    ])
    const csv = buildExport({ ...request, format: 'csv' }).text.split('\r\n')
    expect(csv[0]).toBe(
      '\uFEFF"upload_id","display_name","content_length","create_ts","complete","url","status"',
    )
    expect(csv[1]).toMatch(/,false,,"uploading"$/)
  })
})

describe('downloadExport', () => {
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })

  it('downloads the file through an object URL and revokes the URL afterwards', async () => {
    vi.useFakeTimers()
    const blobs: Blob[] = []
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:export-1'
    })
    const revoke = vi.fn()
    // jsdom has neither.
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
    const clicks: { download: string; href: string; attached: boolean }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ download: this.download, href: this.href, attached: this.isConnected })
    })

    downloadExport(buildsRequest('csv', builds, [0]))

    expect(clicks).toEqual([
      {
        download: `Space_Raiders-${GAME}-builds-2026-11-01.csv`,
        href: 'blob:export-1',
        attached: true,
      },
    ])
    expect(document.querySelector('a[download]')).toBeNull()
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1)
    expect(revoke).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(revoke).toHaveBeenCalledWith('blob:export-1')
  })
})

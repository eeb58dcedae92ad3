import { describe, expect, it } from 'vitest'
import type { ExportValue } from './export-fields'
import { jsonRows, jsonValue, toSnapshotJson } from './json'

describe('jsonValue', () => {
  it('writes byte counts as bare numbers with every digit', () => {
    expect(jsonValue(0)).toBe('0')
    expect(jsonValue(9_007_199_254_740_991)).toBe('9007199254740991')
    expect(jsonValue(2n ** 53n + 1n)).toBe('9007199254740993')
    expect(jsonValue(2n ** 64n - 1n)).toBe('18446744073709551615')
  })

  it('writes unknown values as null', () => {
    expect(jsonValue(undefined)).toBe('null')
    expect(jsonValue(new Date(Number.NaN))).toBe('null')
    expect(jsonValue(Number.POSITIVE_INFINITY)).toBe('null')
  })

  it('writes times as ISO 8601 UTC strings, text as JSON strings, booleans bare', () => {
    expect(jsonValue(new Date(Date.UTC(2026, 10, 1, 9, 5, 59)))).toBe('"2026-11-01T09:05:59.000Z"')
    expect(jsonValue('say "hi"\n')).toBe('"say \\"hi\\"\\n"')
    expect(jsonValue('=1+2')).toBe('"=1+2"')
    expect(jsonValue('空の写真.jpg')).toBe('"空の写真.jpg"')
    expect(jsonValue(true)).toBe('true')
  })
})

describe('jsonRows', () => {
  const names = ['build_id', 'display_name', 'content_length', 'create_ts', 'complete']

  it('is laid out exactly as JSON.stringify(rows, null, 2), with a trailing newline', () => {
    const rows: ExportValue[][] = [
      ['b1', 'Ünïcode ✨ "build"', 42, new Date(Date.UTC(2026, 0, 2)), true],
      ['b2', 'two\nlines', 0, new Date(Date.UTC(2025, 11, 31, 23, 59, 59, 999)), false],
    ]
    const objects = rows.map((row) =>
      Object.fromEntries(
        row.map((value, i) => [names[i], value instanceof Date ? value.toISOString() : value]),
      ),
    )
    expect(`${jsonRows({ names, rows })}\n`).toBe(`${JSON.stringify(objects, null, 2)}\n`)
  })

  it('writes tags as an object in the order sent, laid out as JSON.stringify would', () => {
    const tagNames = ['build_id', 'tags']
    const rows: ExportValue[][] = [
      [
        'b1',
        [
          ['version', '2.4.1'],
          ['channel', 'beta "β"'],
          ['current', 'true'],
        ],
      ],
      ['b2', []],
    ]
    const objects = [
      { build_id: 'b1', tags: { version: '2.4.1', channel: 'beta "β"', current: 'true' } },
      { build_id: 'b2', tags: {} },
    ]
    const json = `${jsonRows({ names: tagNames, rows })}\n`
    expect(json).toBe(`${JSON.stringify(objects, null, 2)}\n`)
    expect(JSON.parse(json)).toEqual(objects)
  })

  it('keeps a size past 2^53 exact and a missing value null', () => {
    const json = jsonRows({
      names,
      rows: [['b1', 'huge', 2n ** 64n - 1n, undefined, true]],
    })
    expect(json).toBe(
      '[\n  {\n' +
        '    "build_id": "b1",\n' +
        '    "display_name": "huge",\n' +
        '    "content_length": 18446744073709551615,\n' +
        '    "create_ts": null,\n' +
        '    "complete": true\n' +
        '  }\n]',
    )
    // Valid JSON: a reader that keeps big integers gets the digits back.
    expect(json).toMatch(/"content_length": 18446744073709551615,/)
    expect(() => JSON.parse(json) as unknown).not.toThrow()
  })

  it('is an empty array for no rows', () => {
    expect(jsonRows({ names, rows: [] })).toBe('[]')
  })
})

describe('toSnapshotJson', () => {
  const game = { id: 'g-1', name: 'Space “Raiders”' }
  const table = {
    names: ['build_id', 'content_length', 'tags'],
    rows: [
      ['b1', 2n ** 64n - 1n, [['channel', 'beta']]],
      ['b2', 0, []],
    ] as ExportValue[][],
  }

  it('writes the head, then each list under its key, laid out as JSON.stringify would', () => {
    const json = toSnapshotJson(
      {
        game,
        exportedAt: new Date(Date.UTC(2026, 10, 1, 12)),
        fetchedAt: new Date(Date.UTC(2026, 10, 1, 11, 58)),
        filter: { query: 'nightly', status: 'all', tags: ['channel:beta'] },
      },
      [
        ['builds', { ...table, rows: [['b2', 0, []]] }],
        ['sites', { names: ['site_id'], rows: [] }],
      ],
    )
    const expected = {
      snapshot: 1,
      game,
      exported_at: '2026-11-01T12:00:00.000Z',
      fetched_at: '2026-11-01T11:58:00.000Z',
      filter: { query: 'nightly', status: 'all', tags: ['channel:beta'] },
      builds: [{ build_id: 'b2', content_length: 0, tags: {} }],
      sites: [],
    }
    expect(json).toBe(`${JSON.stringify(expected, null, 2)}\n`)
  })

  it('leaves out fetched_at and filter when there are none, and keeps every digit of a size', () => {
    const json = toSnapshotJson({ game, exportedAt: new Date(Date.UTC(2026, 0, 1)) }, [
      ['builds', table],
    ])
    expect(JSON.parse(json)).toEqual({
      snapshot: 1,
      game,
      exported_at: '2026-01-01T00:00:00.000Z',
      builds: [
        { build_id: 'b1', content_length: 18446744073709552000, tags: { channel: 'beta' } },
        { build_id: 'b2', content_length: 0, tags: {} },
      ],
    })
    expect(json).toContain(
      '      "content_length": 18446744073709551615,\n      "tags": {\n        "channel": "beta"\n      }\n    },',
    )
  })
})

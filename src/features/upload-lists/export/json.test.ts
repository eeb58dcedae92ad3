import { describe, expect, it } from 'vitest'
import type { ExportValue } from './export-fields'
import { jsonValue, toJson } from './json'

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

describe('toJson', () => {
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
    expect(toJson({ names, rows })).toBe(`${JSON.stringify(objects, null, 2)}\n`)
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
    const json = toJson({ names: tagNames, rows })
    expect(json).toBe(`${JSON.stringify(objects, null, 2)}\n`)
    expect(JSON.parse(json)).toEqual(objects)
  })

  it('keeps a size past 2^53 exact and a missing value null', () => {
    const json = toJson({
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
        '  }\n]\n',
    )
    // Valid JSON: a reader that keeps big integers gets the digits back.
    expect(json).toMatch(/"content_length": 18446744073709551615,/)
    expect(() => JSON.parse(json) as unknown).not.toThrow()
  })

  it('is an empty array for no rows', () => {
    expect(toJson({ names, rows: [] })).toBe('[]\n')
    expect(JSON.parse(toJson({ names, rows: [] }))).toEqual([])
  })
})

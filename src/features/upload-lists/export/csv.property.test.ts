import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRfc4180 } from '../../../test/rfc-4180'
import { BOM, toCsv } from './csv'
import type { ExportValue } from './export-fields'

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r']

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  // Short strings over the characters that matter, so they meet often.
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', ' ', 'a', ...FORMULA_START) }),
)
const value: fc.Arbitrary<ExportValue> = fc.oneof(
  text,
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
  fc.nat(),
  fc.boolean(),
  fc.constant(undefined),
)

/** What a reader should get back for a value: text with its apostrophe when it needs one. */
const expected = (cell: ExportValue) =>
  cell === undefined
    ? ''
    : typeof cell === 'string' && FORMULA_START.some((start) => cell.startsWith(start))
      ? `'${cell}`
      : String(cell)

describe('toCsv, read back by an RFC 4180 reader', () => {
  it('gives back every cell in its place, formulas neutralised', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.record({
            names: fc.array(fc.string({ minLength: 1 }), { minLength: width, maxLength: width }),
            rows: fc.array(fc.array(value, { minLength: width, maxLength: width }), {
              maxLength: 8,
            }),
          }),
        ),
        ({ names, rows }) => {
          const csv = toCsv({ names, rows })
          expect(csv.startsWith(BOM)).toBe(true)
          const records = parseRfc4180(csv.slice(BOM.length))
          expect(records).toEqual([names, ...rows].map((row) => row.map(expected)))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('never writes a cell a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(value, { minLength: 3, maxLength: 3 })), (rows) => {
        const records = parseRfc4180(toCsv({ names: ['a', 'b', 'c'], rows }).slice(BOM.length))
        for (const cell of records.flat()) {
          expect(FORMULA_START.some((start) => cell.startsWith(start))).toBe(false)
        }
      }),
    )
  })
})

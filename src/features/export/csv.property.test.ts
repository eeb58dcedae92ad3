import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRfc4180 } from '@/test/rfc-4180'
import { BOM, toCsv } from './csv'
import type { ExportValue } from './export-fields'

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r', '\n', '＝', '＋', '－', '＠']
/** What a spreadsheet may skip before a formula: spaces of any kind, control and format characters. */
const SKIPPED = [' ', '\u00A0', '\uFEFF', '\u200B', '\u0000', '\u3000', '\u2028']
/** Whether a spreadsheet that skips those would run the text as a formula. */
const runsAsFormula = (text: string) =>
  FORMULA_START.some((start) => text.replace(/^[\p{Z}\p{Cc}\p{Cf}\s]+/u, '').startsWith(start)) ||
  /^[\t\r\n]/.test(text)

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  // Short strings over the characters that matter, so they meet often.
  fc.string({
    unit: fc.constantFrom('"', ',', ';', '\r', '\n', 'a', ...SKIPPED, ...FORMULA_START),
  }),
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
    : typeof cell === 'string' && runsAsFormula(cell)
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
        for (const cell of records.flat()) expect(runsAsFormula(cell)).toBe(false)
      }),
    )
  })

  it('gives a reader that splits on ";" (or ",") outside quotes no cell that starts a formula', () => {
    /** Fields as a lenient reader cuts them: at the separator, unless inside quotes. */
    const lenientFields = (csv: string, separator: string) => {
      const fields: string[] = []
      let field = ''
      let quoted = false
      for (const char of csv) {
        if (char === '"') quoted = !quoted
        if (!quoted && (char === separator || char === '\n')) {
          fields.push(field)
          field = ''
        } else field += char
      }
      return [...fields, field]
    }
    fc.assert(
      fc.property(fc.array(fc.array(value, { minLength: 3, maxLength: 3 })), (rows) => {
        const csv = toCsv({ names: ['a', 'b', 'c'], rows }).slice(BOM.length)
        for (const separator of [';', ',']) {
          for (const field of lenientFields(csv, separator)) {
            // A quoted field is text to the reader; what it holds was neutralised above.
            expect(runsAsFormula(field.replace(/^\r/, '')), JSON.stringify(field)).toBe(false)
          }
        }
      }),
      { numRuns: 500 },
    )
  })
})

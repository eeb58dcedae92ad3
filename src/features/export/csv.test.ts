import { describe, expect, it } from 'vitest'
import { BOM, csvCell, neutralise, quote, toCsv } from './csv'

const table = (
  names: string[],
  ...rows: (string | number | bigint | boolean | Date | undefined)[][]
) => ({
  names,
  rows,
})

describe('csvCell', () => {
  it('quotes every text cell, plain text included', () => {
    expect(csvCell('build 9')).toBe('"build 9"')
    expect(csvCell('空の写真.jpg')).toBe('"空の写真.jpg"')
    expect(csvCell('Ünïcode ✨ build')).toBe('"Ünïcode ✨ build"')
    expect(csvCell('')).toBe('""')
  })

  it('doubles quotes, and keeps commas and line breaks inside the cell', () => {
    expect(csvCell('Season 4 “Frostbite” release')).toBe('"Season 4 “Frostbite” release"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('"')).toBe('""""')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"')
  })

  it('keeps `x;=1+1` one quoted cell, so a reader splitting on ";" gets no formula', () => {
    expect(csvCell('x;=1+1')).toBe('"x;=1+1"')
  })

  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=1+2', `"'=1+2"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tindented', `"'\tindented"`],
    ['\rcarriage', `"'\rcarriage"`],
    ['\nline feed', `"'\nline feed"`],
    [' =1+2', `"' =1+2"`],
    ['\u00A0=1+2', `"'\u00A0=1+2"`],
    ['\uFEFF=1+2', `"'\uFEFF=1+2"`],
    ['\u200B=1+2', `"'\u200B=1+2"`],
    ['\u0000=1+2', `"'\u0000=1+2"`],
    ['\u3000@cmd', `"'\u3000@cmd"`],
    [' \t \n-1', `"' \t \n-1"`],
    ['＝1+2', `"'＝1+2"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
  ])('neutralises %j so a spreadsheet shows it as text', (text, cell) => {
    expect(csvCell(text)).toBe(cell)
  })

  it('leaves a formula character after other text alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"')
    expect(csvCell('release 1.0 = final')).toBe('"release 1.0 = final"')
    expect(csvCell('build-2 +fix @home')).toBe('"build-2 +fix @home"')
    expect(csvCell(' build =1')).toBe('" build =1"')
  })

  it('writes byte counts with every digit, even past 2^53, unquoted', () => {
    expect(csvCell(0)).toBe('0')
    expect(csvCell(734 * 2 ** 20 + 1)).toBe('769654785')
    expect(csvCell(2n ** 53n + 1n)).toBe('9007199254740993')
    expect(csvCell(2n ** 64n - 1n)).toBe('18446744073709551615')
  })

  it('writes times in ISO 8601 UTC, and booleans as words', () => {
    expect(csvCell(new Date(Date.UTC(2026, 10, 1, 9, 5, 59)))).toBe('2026-11-01T09:05:59.000Z')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(false)).toBe('false')
  })

  it('writes an unknown value as an empty cell, unlike empty text', () => {
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(new Date(Number.NaN))).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
  })

  it('writes tags as `key=value; key=value` in one cell, quoted and neutralised as text', () => {
    const tags = [
      ['version', '2.4.1'],
      ['channel', 'beta'],
    ] as const
    expect(csvCell(tags)).toBe('"version=2.4.1; channel=beta"')
    expect(csvCell([['notes', 'fixes, "quotes"']])).toBe('"notes=fixes, ""quotes"""')
    expect(csvCell([['=cmd', '1']])).toBe(`"'=cmd=1"`)
    expect(csvCell([])).toBe('""')
  })
})

describe('neutralise and quote', () => {
  it('neutralise adds one apostrophe, and only before a leading formula character', () => {
    expect(neutralise('=x')).toBe("'=x")
    expect(neutralise("'=x")).toBe("'=x")
    expect(neutralise('x=')).toBe('x=')
  })

  it('quote wraps any text in quotes', () => {
    expect(quote("it's fine; really")).toBe(`"it's fine; really"`)
  })
})

describe('toCsv', () => {
  it('starts with a BOM, has a header row, and ends every record with CRLF', () => {
    const csv = toCsv(
      table(
        ['build_id', 'display_name', 'content_length', 'complete'],
        ['b1', 'build 9', 42, true],
        ['b2', 'a, b', 2n ** 64n - 1n, false],
      ),
    )
    expect(csv.startsWith(BOM)).toBe(true)
    expect(BOM).toBe('\uFEFF')
    expect(csv).toBe(
      '\uFEFF"build_id","display_name","content_length","complete"\r\n' +
        '"b1","build 9",42,true\r\n' +
        '"b2","a, b",18446744073709551615,false\r\n',
    )
  })

  it('writes unknown values as empty cells in their place', () => {
    const csv = toCsv(table(['a', 'b', 'c'], [undefined, 'x', undefined]))
    expect(csv).toBe('\uFEFF"a","b","c"\r\n,"x",\r\n')
  })

  it('writes only the header row for no rows', () => {
    expect(toCsv(table(['a', 'b']))).toBe('\uFEFF"a","b"\r\n')
  })

  it('keeps a line break inside a name within one quoted field', () => {
    const csv = toCsv(table(['display_name', 'status'], ['two\nlines', 'complete']))
    expect(csv).toBe('\uFEFF"display_name","status"\r\n"two\nlines","complete"\r\n')
  })
})

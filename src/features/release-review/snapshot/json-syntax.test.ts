import { describe, expect, it } from 'vitest'
import { describeJsonError, findJsonError } from './json-syntax'

const noPause = () => undefined
const check = (text: string) => findJsonError(text, noPause)
const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const valid = [
  '{}',
  '[]',
  ' 0 ',
  '-0.5e+10',
  '"a\\u00e9\\n\\"\\\\\\/"',
  'true',
  'null',
  '{"a": [1, 2.5, -3e-2, true, false, null, {"b": {}}], "c": "\\ud83d\\ude00 é"}',
  '\n\t\r [ [ [ ] ] , { "" : "" } ]\n',
  '"\ud800"',
]

describe('findJsonError', () => {
  it.each(valid)('finds nothing wrong in %j, as JSON.parse reads it', async (text) => {
    expect(isJson(text)).toBe(true)
    expect(await check(text)).toBeUndefined()
  })

  it.each([
    ['{"a": 1} x', 1, 10, '“x” after the end of the JSON'],
    ['[1, 2,]', 1, 7, '“]” where a value should be'],
    ['[1 2]', 1, 4, '“2” where “,” or “]” should be'],
    ['{"a" 1}', 1, 6, '“1” where “:” should follow a key'],
    ['{"a": 1,}', 1, 9, '“}” where a key (in double quotes) should be'],
    ["{'a': 1}", 1, 2, "“'” where a key (in double quotes) or “}” should be"],
    ['[\n  tru,\n]', 2, 3, '“tru” where a value should be'],
    ['[01]', 1, 2, '“01” is not a number as JSON writes one'],
    ['[1.]', 1, 2, '“1.” is not a number as JSON writes one'],
    ['[NaN]', 1, 2, '“NaN” where a value should be'],
    ['["a\\x"]', 1, 4, '“\\x” in a string, an escape JSON does not have'],
    ['["\\u12G4"]', 1, 3, '“\\u12G4” in a string, an escape JSON does not have'],
    [
      '["a\tb"]',
      1,
      4,
      'U+0009 inside a string, where a control character must be written as an escape',
    ],
    ['{"a": [1, {"b": 2', 1, 18, 'it ends inside an object: the file may have been cut short'],
    ['[1,\n', 2, 1, 'it ends inside an array: the file may have been cut short'],
    ['["abc', 1, 6, 'it ends inside a string: the file may have been cut short'],
    ['["\\u00', 1, 7, 'it ends inside a string: the file may have been cut short'],
    ['\ufeff{}', 1, 1, '“⟨U+FEFF⟩” where a value should be'],
    ['{} \u0000', 1, 4, '“⟨U+0000⟩” after the end of the JSON'],
  ])('finds where %j breaks: line %i, column %i', async (text, line, column, reason) => {
    expect(isJson(text)).toBe(false)
    expect(await check(text)).toMatchObject({ line, column, reason })
  })

  it('words what it found for a message, with the place', () => {
    const words = describeJsonError({
      at: 1_204_337,
      line: 1,
      column: 1_204_338,
      reason: '“x” after the end of the JSON',
    })
    expect(words).toBe('“x” after the end of the JSON (line 1, column 1,204,338)')
  })

  it('quotes little of what it finds', async () => {
    const { reason } = (await check(`[${'a'.repeat(100_000)}]`))!
    expect(reason).toBe('“aaaaaaaaaaaaaaaaaaaa” where a value should be')
  })

  it('agrees with JSON.parse on thousands of texts a character away from JSON', async () => {
    const next = random(42)
    const pieces = [...'{}[]",:-+.0123456789eEtrufalsn \n\\/\u0000\u001fé']
    let broken = 0
    for (let n = 0; n < 4_000; n++) {
      const source = valid[Math.floor(next() * valid.length)]!
      const at = Math.floor(next() * (source.length + 1))
      const piece = pieces[Math.floor(next() * pieces.length)]!
      const skip = next() < 0.5 ? 1 : 0
      const text = source.slice(0, at) + (next() < 0.3 ? '' : piece) + source.slice(at + skip)
      const error = await check(text)
      expect(error === undefined, text).toBe(isJson(text))
      if (error) broken++
    }
    expect(broken).toBeGreaterThan(1_000)
  })

  it('pauses every so often on a long text, and reads on where it paused', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      name: `row ${i} ${'\u00e9"\\'.repeat(i % 7)}`,
      size: i * 1.5,
      tags: i % 3 ? [] : ['a', null, true],
    }))
    const text = JSON.stringify({ rows, long: 'x'.repeat(300_000) }, null, 2)
    let pauses = 0
    const pause = () => {
      pauses++
      return Promise.resolve()
    }
    expect(await findJsonError(text, pause)).toBeUndefined()
    expect(pauses).toBeGreaterThan(text.length / 70_000)

    const cut = await findJsonError(text.slice(0, -3), pause)
    expect(cut?.reason).toBe('it ends inside a string: the file may have been cut short')
    const lines = text.split('\n')
    const stray = await findJsonError(`${text}\n  x`, pause)
    expect(stray).toMatchObject({ line: lines.length + 1, column: 3, at: text.length + 3 })
  })
})

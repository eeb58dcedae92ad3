import { describe, expect, it } from 'vitest'
import { describeJsonError } from './json-place'

/** What `describeJsonError` says of `text`, which must not be JSON. */
function described(text: string): string {
  try {
    JSON.parse(text)
  } catch (error) {
    return describeJsonError(text, error)
  }
  throw new Error('JSON')
}

/** `(line L, column C)` of index `at`, counted here from the text itself. */
function place(text: string, at: number): string {
  const lines = text.slice(0, at).split('\n')
  const count = (value: number) => value.toLocaleString('en-US')
  return `(line ${count(lines.length)}, column ${count((lines.at(-1) ?? '').length + 1)})`
}

const items = JSON.stringify(
  Array.from({ length: 20_000 }, (_, i) => ({ build_id: `b${i}`, complete: true })),
  null,
  2,
)

describe('describeJsonError', () => {
  it('names a stray byte after the end of the JSON by line and column', () => {
    const text = `${items}x`
    expect(described(text)).toMatch(/^Unexpected non-whitespace character after JSON/)
    expect(described(text)).toMatch(new RegExp(`${escape(place(text, items.length))}$`))
  })

  it('names the end of a file cut short', () => {
    const text = items.slice(0, items.lastIndexOf('"complete"'))
    expect(described(text)).toMatch(new RegExp(`${escape(place(text, text.length))}$`))
  })

  it('names an unexpected token far into the list, which the engine only quotes', () => {
    const at = items.indexOf('true', items.length / 2)
    const text = `${items.slice(0, at)}tru${items.slice(at + 4)}`
    expect(described(text)).toMatch(/^Unexpected token '\n', \.\.\."lete": tru\n/)
    // The engine stops after the letters of a word it could not finish.
    expect(described(text)).toMatch(new RegExp(`${escape(place(text, at + 3))}$`))
  })

  it('names an item missing between two commas', () => {
    const at = items.indexOf('},\n  {', items.length / 2) + 2
    const text = `${items.slice(0, at)}\n  ,${items.slice(at)}`
    expect(described(text)).toMatch(
      new RegExp(`^Unexpected token ','.*${escape(place(text, at + 3))}$`, 's'),
    )
  })

  it('takes the place where the text stops being JSON when what it quotes is there twice', () => {
    const text = '["1,      tru, 2, 3, 4, 5", 1,      tru, 2, 3, 4, 5]'
    expect(described(text)).toMatch(
      new RegExp(`${escape(place(text, text.lastIndexOf('tru') + 3))}$`),
    )
  })

  it('names the place in a short text, which the engine quotes whole', () => {
    expect(described('[tru]')).toBe(
      `Unexpected token ']', "[tru]" is not valid JSON (line 1, column 5)`,
    )
  })
})

function escape(text: string) {
  return text.replace(/[()[\]{}.*+?^$|\\]/g, '\\$&')
}

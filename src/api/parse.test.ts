import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from './errors'
import { parseJsonExact } from './json'
import { describeValue } from './parse'
import { parseList } from './schemas'

/** A list nested `depth` deep, built without recursion: `[[[…]]]`. */
function deepList(depth: number): unknown[] {
  let value: unknown[] = []
  for (let level = 0; level < depth; level++) value = [value]
  return value
}

const build = {
  build_id: 'b-1',
  upload_id: 'u-1',
  display_name: 'build',
  create_ts: '2026-10-29T08:00:00Z',
  content_length: 1,
  complete: true,
}

function failureMessage(body: unknown): string {
  try {
    parseList('builds', body)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError)
    return (error as Error).message
  }
  throw new Error('Expected the body to be refused.')
}

describe('describeValue', () => {
  it('quotes a short string whole, and cuts a long one saying how long it was', () => {
    expect(describeValue('12')).toBe('"12"')
    expect(describeValue('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(80)}… (1,000,000 characters)"`)
  })

  it('shows bidi overrides, isolates and marks as ⟨U+…⟩, so the sentence reads as written', () => {
    expect(describeValue('gnp\u202E.exe')).toBe('"gnp⟨U+202E⟩.exe"')
    expect(describeValue('\u2066a\u2069 \u200Fb')).toBe('"⟨U+2066⟩a⟨U+2069⟩ ⟨U+200F⟩b"')
    expect(describeValue('line\none')).toBe('"line⟨U+000A⟩one"')
  })

  it('names lists and objects by their type and size instead of writing them out', () => {
    expect(describeValue([])).toBe('[]')
    expect(describeValue([1, 2, 3])).toBe('a list of 3')
    expect(describeValue({})).toBe('{}')
    expect(describeValue({ a: 1 })).toBe('an object')
    expect(describeValue(null)).toBe('null')
    expect(describeValue(undefined)).toBe('undefined')
  })

  it('describes a list a million levels deep without exhausting the stack', () => {
    expect(describeValue(deepList(1_000_000))).toBe('a list of 1')
  })
})

describe('what a refused list says, whatever the field holds', () => {
  it('quotes at most a bounded part of a 1 MB string in the wrong place', () => {
    const message = failureMessage({ builds: [{ ...build, complete: 'y'.repeat(1_000_000) }] })
    expect(message).toContain('field "complete", should be true or false')
    expect(message).toContain('(1,000,000 characters)')
    expect(message.length).toBeLessThan(400)
  })

  it('shows an override in the wrong place as ⟨U+202E⟩ in the "should be … but is" sentence', () => {
    const message = failureMessage({ builds: [{ ...build, complete: 'eurt\u202E' }] })
    expect(message).toContain('field "complete", should be true or false but is "eurt⟨U+202E⟩".')
    expect(message).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/)
  })

  it('names a million-deep list in the wrong place instead of failing to describe it', () => {
    const message = failureMessage({ builds: [{ ...build, complete: deepList(1_000_000) }] })
    expect(message).toContain('field "complete", should be true or false but is a list')
  })

  it('warns about a million-digit size at once, quoting only its start', () => {
    const digits = '9'.repeat(1_000_000)
    const body = parseJsonExact(
      JSON.stringify({ builds: [{ ...build, content_length: 0 }] }).replace(
        '"content_length":0',
        `"content_length":${digits}`,
      ),
    )
    const [parsed] = parseList('builds', body)
    expect(parsed?.size).toBeUndefined()
    const [warning] = parsed?.warnings ?? []
    expect(warning).toMatch(
      /^content_length 9{40}… \(1,000,000 characters\) is more than 2\^64 − 1/,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { exactInteger, parseJsonExact } from './json'

describe('parseJsonExact', () => {
  it('keeps every digit of a content_length above 2^53', () => {
    const body = parseJsonExact('{"builds":[{"content_length": 18446744073709551615}]}') as {
      builds: { content_length: unknown }[]
    }
    expect(exactInteger(body.builds[0]?.content_length)).toBe(18446744073709551615n)
  })

  it('never takes a string the server sent for one of its marks', () => {
    const body = parseJsonExact('{"content_length":"\\u0000u64:12345678901234567"}') as {
      content_length: unknown
    }
    expect(exactInteger(body.content_length)).toBeUndefined()
  })

  it('leaves ordinary sizes as plain numbers', () => {
    expect(parseJsonExact('{"content_length":123456789012345}')).toEqual({
      content_length: 123456789012345,
    })
  })

  it('does not touch the same text inside a string', () => {
    const text = JSON.stringify({ display_name: '"content_length": 12345678901234567890' })
    expect(parseJsonExact(text)).toEqual(JSON.parse(text))
  })

  it('does not touch long numbers in other fields, nor fractions and exponents', () => {
    const text = '{"total":12345678901234567890,"content_length":12345678901234567.5,"x":1}'
    expect(parseJsonExact(text)).toEqual(JSON.parse(text))
  })
})

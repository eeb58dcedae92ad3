import { describe, expect, it } from 'vitest'
import { tokenProblem } from './token-problem'

describe('tokenProblem', () => {
  it('takes a JWT, a cloud token and one with spaces or a line break around it', () => {
    expect(tokenProblem('eyJhbGciOi.eyJzdWIi.sig-_A1')).toBeUndefined()
    expect(tokenProblem('cloud.eyJhbGciOi.eyJzdWIi.sig')).toBeUndefined()
    expect(tokenProblem('  secret-token\n')).toBeUndefined()
  })

  it.each([
    ['abc\u200bdef', 'a zero-width space (U+200B) at character 4'],
    ['abc\ndef', 'a line break (U+000A) at character 4'],
    ['abc def', 'a space (U+0020) at character 4'],
    ['ab\u00a0c', 'a no-break space (U+00A0) at character 3'],
    ['tökén', 'the character “ö” (U+00F6) at character 2'],
    ['key😀', 'the character “😀” (U+1F600) at character 4'],
    ['abc\u2028def', 'a line separator (U+2028) at character 4'],
    ['abc\u202Edef', 'an invisible character (U+202E) at character 4'],
    ['ab\u0085c', 'an invisible character (U+0085) at character 3'],
    ['ab\u2029c', 'a paragraph separator (U+2029) at character 3'],
  ])('names what is wrong in %j, and where', (text, named) => {
    expect(tokenProblem(text)).toBe(
      `The token holds ${named}: a token is letters, digits and punctuation only. Paste it again without it.`,
    )
  })
})

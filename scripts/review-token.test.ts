// @vitest-environment node
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readStdinToken, STDIN_MAX_BYTES } from './review-token.ts'

const piped = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)))

describe('readStdinToken', () => {
  it('reads the token piped in, without the line break a file or echo ends with', async () => {
    await expect(readStdinToken(piped('eyJhbGciOi.eyJz', 'dWIi.sig-_A1\n'))).resolves.toBe(
      'eyJhbGciOi.eyJzdWIi.sig-_A1',
    )
  })

  it('refuses the terminal, which would show the token as it is typed', async () => {
    const terminal = Object.assign(piped('typed'), { isTTY: true })
    await expect(readStdinToken(terminal)).rejects.toThrow(
      /^--token-stdin reads the token from a pipe or a file, and standard input here is the terminal, which would show it as it is typed\. Pass it in the REVIEW_TOKEN environment variable/,
    )
  })

  it.each([
    ['nothing', [''], /^--token-stdin: standard input was empty; pipe the token in, e.g\. /],
    [
      'two lines',
      ['token\n# a comment\n'],
      /^--token-stdin: The token holds a line break \(U\+000A\) at character 6: /,
    ],
    [
      'more than a token could be',
      ['x'.repeat(STDIN_MAX_BYTES), 'y'],
      /^--token-stdin: standard input holds more than 64 KiB, too much for a token; pipe in the token alone\.$/,
    ],
  ])('says what is wrong with %s', async (_, chunks, message) => {
    await expect(readStdinToken(piped(...chunks))).rejects.toThrow(message)
  })
})

import { tokenProblem } from '../src/api/token-problem.ts'
import { markControls } from '../src/lib/bound-text.ts'
import { TOKEN_WAYS } from './review-args.ts'

/** The most of standard input `--token-stdin` reads: a token is a few hundred bytes. */
export const STDIN_MAX_BYTES = 64 * 1024

export type TokenInput = AsyncIterable<Buffer | string> & { isTTY?: boolean; destroy(): void }

/**
 * `--token-stdin`: the token piped in (`… | npm run review -- … --token-stdin`), spaces and line
 * breaks around it dropped. Throws one sentence when there is none, or it cannot be a token.
 */
export async function readStdinToken(input: TokenInput): Promise<string> {
  if (input.isTTY) {
    throw new Error(
      `--token-stdin reads the token from a pipe or a file, and standard input here is the terminal, which would show it as it is typed. ${TOKEN_WAYS}`,
    )
  }
  const chunks: Buffer[] = []
  let bytes = 0
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    bytes += buffer.byteLength
    if (bytes > STDIN_MAX_BYTES) {
      input.destroy()
      throw new Error(
        `--token-stdin: standard input holds more than ${STDIN_MAX_BYTES / 1024} KiB, too much for a token; pipe in the token alone.`,
      )
    }
    chunks.push(buffer)
  }
  const token = Buffer.concat(chunks).toString('utf8').trim()
  if (!token) {
    throw new Error(
      '--token-stdin: standard input was empty; pipe the token in, e.g. pass show review-token | npm run review -- … --token-stdin.',
    )
  }
  const problem = tokenProblem(token)
  if (problem) throw new Error(`--token-stdin: ${markControls(problem)}`)
  return token
}

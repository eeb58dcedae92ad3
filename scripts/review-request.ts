/*
 * The review's own requests, not the page's: whether the API answers at all, and the lists for
 * snapshot.json. Like the dashboard's (src/api/request.ts), they follow no redirect, which
 * would take the token along, and read an answer up to the dashboard's limit.
 */
import { DEFAULT_MAX_RESPONSE_BYTES, InvalidResponseError } from '../src/api/errors.ts'
import { readBoundedText } from '../src/api/request.ts'
import { echoText } from '../src/lib/bound-text.ts'
import { formatSize } from '../src/lib/format-size.ts'

/** The statuses fetch would follow. */
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * Any HTTP answer from the API's base URL means it can be reached (a redirect too, unfollowed);
 * whether the game exists is for the page to say. Returns the reason it cannot be reached, if so.
 */
export async function unreachable(api: string): Promise<string | undefined> {
  try {
    const response = await fetch(api, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
    await response.body?.cancel()
    return undefined
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? (error as Error).message
  }
}

export type FetchTextOptions = {
  headers: Record<string, string>
  /** Reading stops past this many bytes (the dashboard's DEFAULT_MAX_RESPONSE_BYTES). */
  maxBytes?: number | undefined
}

/**
 * A 2xx answer's body as text. Throws one sentence for a redirect, another status, or a body
 * past `maxBytes`.
 */
export async function fetchText(
  url: string,
  { headers, maxBytes = DEFAULT_MAX_RESPONSE_BYTES }: FetchTextOptions,
): Promise<string> {
  const response = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(120_000),
  })
  if (REDIRECTS.has(response.status)) {
    await response.body?.cancel()
    const location = response.headers.get('location')
    const where = location ? `to "${echoText(location)}"` : 'with no Location'
    throw new Error(
      `the API answered HTTP ${response.status}, a redirect ${where}, which the review does not follow (it would take the token along): check --api.`,
    )
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`HTTP ${response.status}`)
  }
  try {
    return await readBoundedText(response, maxBytes)
  } catch (error) {
    if (!(error instanceof InvalidResponseError)) throw error
    throw new Error(
      `the answer passed ${formatSize(maxBytes)} and was still arriving, more than the dashboard reads, so the review stopped reading it.`,
      { cause: error },
    )
  }
}

import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatSize } from '@/lib/format-size'
import { realisticGame } from '@/test/sample'
import { stubFetch } from '@/test/fetch'
import { ApiError, InvalidResponseError, NetworkError, TimeoutError } from '@/api/errors'
import { parseJsonExact } from '@/api/json'
import type { ListKind } from '@/model/list-kinds'
import { parseList } from '@/api/schemas'
import type { ListItem } from '@/model/list-items'
import { readList } from './read-list'

afterEach(() => {
  vi.unstubAllGlobals()
})

const URL = 'https://api.example.com/cloud/games/g/builds'

/** A body that arrives in the given pieces, as a network would deliver it. */
function streamOf(
  pieces: readonly (string | Uint8Array)[],
  options: { breakAfter?: boolean } = {},
) {
  const encoder = new TextEncoder()
  let next = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[next++]
      if (piece !== undefined) {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece)
      } else if (options.breakAfter) controller.error(new TypeError('network error'))
      else controller.close()
    },
  })
}

/**
 * `bytes` cut into pieces at these offsets, as a network cuts a body: anywhere, the middle of a
 * character's UTF-8 bytes included.
 */
const cutAt = (bytes: Uint8Array, cuts: readonly number[]) =>
  [0, ...[...cuts].sort((a, b) => a - b), bytes.length].flatMap((start, i, all) =>
    i < all.length - 1 ? [bytes.subarray(start, all[i + 1])] : [],
  )

const utf8 = (text: string) => new TextEncoder().encode(text)

type Outcome = { items: unknown[] } | { error: string }

/** What reading the whole body at once gives: the items, or the error's message. */
function wholeOutcome(kind: ListKind, text: string): Outcome {
  try {
    let body: unknown
    try {
      body = parseJsonExact(text)
    } catch {
      const detail =
        text.trim() === '' ? 'an empty body' : 'something that is not JSON (or is cut short)'
      return { error: `The API answered with ${detail}.` }
    }
    return { items: parseList(kind, body) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/** What streaming it in these pieces gives, and every batch handed over on the way. */
async function streamedOutcome(kind: ListKind, pieces: readonly (string | Uint8Array)[]) {
  stubFetch(() => new Response(streamOf(pieces), { status: 200 }))
  const batches: ListItem<ListKind>[][] = []
  try {
    const end = await readList({ kind, url: URL, headers: {} }, new AbortController().signal, (b) =>
      batches.push(b),
    )
    const items = batches.flat().map((item, index) => {
      const warning = end.duplicates.get(index)
      return warning ? { ...item, warnings: [...item.warnings, warning] } : item
    })
    return { outcome: { items } as Outcome, batches }
  } catch (error) {
    return { outcome: { error: (error as Error).message } as Outcome, batches }
  }
}

const realisticBody = () => JSON.stringify({ builds: realisticGame().builds }, null, 1)

describe('readList', () => {
  it('gives the same builds as reading the whole body, however the body is cut', async () => {
    const text = realisticBody()
    const bytes = utf8(text)
    const whole = wholeOutcome('builds', text)
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.nat(bytes.length), { maxLength: 12 }), async (cuts) => {
        const { outcome } = await streamedOutcome('builds', cutAt(bytes, cuts))
        expect(outcome).toEqual(whole)
      }),
      { numRuns: 60 },
    )
  })

  it('hands the first items over before the body has ended', async () => {
    const text = realisticBody()
    const half = text.indexOf('"build_id"', text.length / 2)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const encoder = new TextEncoder()
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(encoder.encode(text.slice(0, half)))
        else if (sent === 1) {
          await held
          controller.enqueue(encoder.encode(text.slice(half)))
        } else controller.close()
        sent++
      },
    })
    stubFetch(() => new Response(body))
    const batches: unknown[][] = []
    const reading = readList(
      { kind: 'builds', url: URL, headers: {} },
      new AbortController().signal,
      (batch) => batches.push(batch),
    )
    await vi.waitFor(() => expect(batches.length).toBe(1))
    const firstBatch = batches[0] ?? []
    expect(firstBatch.length).toBeGreaterThan(0)
    expect(firstBatch.length).toBeLessThan(realisticGame().builds.length)
    release()
    await reading
    expect(batches.flat()).toHaveLength(realisticGame().builds.length)
  })

  it('refuses exactly as reading the whole body would: bad items, cuts, other shapes', async () => {
    const good = {
      build_id: 'b',
      upload_id: 'u',
      display_name: 'n',
      create_ts: null,
      content_length: 1,
    }
    const item = JSON.stringify({ ...good, complete: false })
    const variants = [
      JSON.stringify({
        builds: [
          { ...good, complete: true },
          { ...good, complete: 'yes' },
        ],
      }),
      JSON.stringify({ builds: [{ ...good, complete: true }, null] }),
      JSON.stringify({ builds: {} }),
      JSON.stringify({ other: [] }),
      JSON.stringify([{ builds: [] }]),
      '{"builds": [{"build_id": "a", "upload_id": "x", "display_name": "]},{", "complete": true}]}',
      `{"builds": [${item},,${item}]}`,
      `{"builds": [,${item}]}`,
      `{"builds": [${item},]}`,
      `{"builds": [${item}],}`,
      '{"builds": [],',
      '{"note": "a \\"quoted\\" [text]", "builds": [], "next": {"a": [1, {"b": "}"}]}}',
      '{"\\u0062uilds": []}',
      '',
      '   ',
      'null',
    ]
    for (const text of variants) {
      for (const size of [1, 3, 7, text.length || 1]) {
        const pieces = text.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? ['']
        const { outcome } = await streamedOutcome('builds', pieces)
        expect({ text, size, outcome }).toEqual({
          text,
          size,
          outcome: wholeOutcome('builds', text),
        })
      }
    }
  })

  it('refuses a body cut short anywhere, as reading it whole would', async () => {
    const bytes = utf8(realisticBody())
    await fc.assert(
      fc.asyncProperty(fc.nat(bytes.length - 1), fc.nat(bytes.length), async (end, cut) => {
        const short = bytes.subarray(0, end)
        const { outcome } = await streamedOutcome('builds', cutAt(short, [Math.min(cut, end)]))
        expect(outcome).toEqual(wholeOutcome('builds', new TextDecoder().decode(short)))
        expect(outcome).toHaveProperty('error')
      }),
      { numRuns: 60 },
    )
  })

  it('marks ids used twice only once the whole list is in', async () => {
    const [first, second] = realisticGame().builds
    const text = JSON.stringify({ builds: [first, second, { ...second }] })
    const { outcome } = await streamedOutcome('builds', [text.slice(0, 200), text.slice(200)])
    expect(outcome).toEqual(wholeOutcome('builds', text))
    const items = (outcome as { items: ListItem<'builds'>[] }).items
    expect(items[2]?.warnings).toEqual(['2 items share this build_id'])
  })

  it('decodes a failing answer into the ApiError the page explains', async () => {
    stubFetch(() => new Response('{"message":"nope","code":"x"}', { status: 403 }))
    const error = await readList(
      { kind: 'builds', url: URL, headers: {} },
      new AbortController().signal,
      () => undefined,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, message: 'nope', code: 'x' })
  })

  it('says the connection broke when the body stops part-way', async () => {
    const text = realisticBody()
    stubFetch(() => new Response(streamOf([text.slice(0, 500)], { breakAfter: true })))
    const error = await readList(
      { kind: 'builds', url: URL, headers: {} },
      new AbortController().signal,
      () => undefined,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).midBody).toBe(true)
  })
})

describe('the size limit', () => {
  it('stops reading a body that passes it, fetching no more of it, and says why', async () => {
    const chunk = new TextEncoder().encode(`{"builds":[${' '.repeat(64 * 1024)}`)
    let pulled = 0
    let cancelled = false
    // A body without end, as a gzip bomb inflates.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(chunk)
      },
      cancel: () => void (cancelled = true),
    })
    stubFetch(() => new Response(body, { headers: { 'rvt-ray-id': 'ray-big' } }))
    const error = await readList(
      { kind: 'builds', url: URL, headers: {}, maxBytes: 1024 * 1024 },
      new AbortController().signal,
      () => undefined,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).message).toMatch(
      /^The API's answer passed 1.0 MiB and was still arriving, more than this dashboard reads/,
    )
    expect((error as InvalidResponseError).rayId).toBe('ray-big')
    expect(cancelled).toBe(true)
    // 1 MiB is 16 chunks of 64 KiB; the stream may have one or two more queued, no more.
    expect(pulled).toBeLessThan(20)
  })
})

/**
 * A body that starts with `head` and then sends 64 KiB pieces of `fill` without end; `pulled`
 * counts the pieces asked for, `cancelled` whether the reader gave up on it.
 */
function endlessBody(head: string, fill: string) {
  const piece = new TextEncoder().encode(fill.repeat(Math.ceil((64 * 1024) / fill.length)))
  const seen = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(head)),
    pull(controller) {
      seen.pulled += 1
      controller.enqueue(piece)
    },
    cancel: () => void (seen.cancelled = true),
  })
  return { body, seen }
}

/** What readList rejects with (it must reject). */
const refusalOf = (request: Partial<Parameters<typeof readList>[0]>) =>
  readList(
    { kind: 'builds', url: URL, headers: {}, ...request },
    new AbortController().signal,
    () => undefined,
  ).then(
    () => {
      throw new Error('the list was read')
    },
    (error: unknown) => error,
  )

const oneBuild = JSON.stringify(realisticGame().builds[0])

describe('the item limit', () => {
  it('stops at an item past 1 MiB as soon as that much of it is in, naming the item', async () => {
    const { body, seen } = endlessBody(
      `{"builds": [${oneBuild}, {"build_id": "b", "display_name": "`,
      'x',
    )
    stubFetch(() => new Response(body, { headers: { 'rvt-ray-id': 'ray-item' } }))
    // The answer's own limit, far off: the item's is what stops it.
    const error = await refusalOf({ maxBytes: 16 * 1024 * 1024 })
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({
      message:
        'Item 1 of "builds" in the API\'s answer passed 1.0 MiB and was still arriving: more than this dashboard reads for one item, so it stopped reading. If items really are that large, raise maxItemMegabytes in config.json.',
      path: 'builds[1]',
      rayId: 'ray-item',
    })
    expect(seen.cancelled).toBe(true)
    // 1 MiB is 16 pieces of 64 KiB; the stream may have one or two more queued, no more.
    expect(seen.pulled).toBeLessThan(20)
  })

  it('is the one the request gives', async () => {
    const text = JSON.stringify({ builds: realisticGame().builds })
    stubFetch(() => new Response(text))
    const error = await refusalOf({ maxItemBytes: oneBuild.length - 1 })
    expect((error as Error).message).toContain(
      `Item 0 of "builds" in the API's answer passed ${formatSize(oneBuild.length - 1)} and was still arriving`,
    )
  })
})

describe('what lies outside the list', () => {
  it('is bounded: more than 1 MiB besides the list stops the reading, with a sentence', async () => {
    const { body, seen } = endlessBody(`{"builds": [${oneBuild}], "note": "`, 'x')
    stubFetch(() => new Response(body, { headers: { 'rvt-ray-id': 'ray-outside' } }))
    const error = await refusalOf({ maxBytes: 16 * 1024 * 1024 })
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({
      message:
        'The API\'s answer holds more than 1.0 MiB besides its "builds" list, which a list answer never has, so the dashboard stopped reading it. Check the configured API address; if it is right, report this answer with its ray id.',
      rayId: 'ray-outside',
    })
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(20)
  })

  it('takes any amount of whitespace around the list', async () => {
    const space = ' \n'.repeat(4 * 1024 * 1024)
    const text = `${space}{${space}"builds":${space}[${oneBuild}]${space}}${space}`
    const { outcome } = await streamedOutcome('builds', [...text.match(/[^]{1,65536}/g)!])
    expect(outcome).toEqual(wholeOutcome('builds', text))
  })
})

describe('an answer this browser cannot read', () => {
  it('is said to be unreadable, not a broken connection (which would be asked for again)', async () => {
    // What the engine throws when a string would pass its longest.
    vi.spyOn(TextDecoder.prototype, 'decode').mockImplementation(() => {
      throw new RangeError('Invalid string length')
    })
    stubFetch(() => new Response(realisticBody(), { headers: { 'rvt-ray-id': 'ray-engine' } }))
    const error = await refusalOf({})
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({
      message: expect.stringMatching(
        /^This browser could not read the API's answer \(RangeError: Invalid string length\), so the dashboard stopped and will not ask again by itself/,
      ) as unknown,
      rayId: 'ray-engine',
    })
  })
})

describe('the 15 s limit, on a list read as it arrives', () => {
  it('runs from the last part that arrived, not from the start', async () => {
    // Each limit the reader sets is a signal this test fires by hand, standing in for 15 s.
    const limits: AbortController[] = []
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const limit = new AbortController()
      limits.push(limit)
      return limit.signal
    })
    const text = realisticBody()
    const encoder = new TextEncoder()
    let sent = 0
    let stall!: () => void
    const stalled = new Promise<void>((resolve) => (stall = resolve))
    let stream!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void (stream = controller),
      async pull(controller) {
        if (sent++ === 0) return controller.enqueue(encoder.encode(text.slice(0, 300)))
        stall()
        await new Promise(() => undefined) // the rest never comes
      },
    })
    stubFetch(async (_url, init) => {
      const response = new Response(body)
      // As fetch does: aborting the request errors the body being read.
      init?.signal?.addEventListener('abort', () => stream.error(init.signal?.reason))
      return response
    })
    const reading = readList(
      { kind: 'builds', url: URL, headers: {} },
      new AbortController().signal,
      () => undefined,
    ).catch((caught: unknown) => caught)
    await stalled
    // One limit from the request, one more since the first part arrived.
    await vi.waitFor(() => expect(limits).toHaveLength(2))
    // The limit set before the first part arrived passes: the list is still arriving.
    limits[0]?.abort()
    await new Promise((resolve) => setTimeout(resolve, 0)) // one turn: any failure would be in
    expect(await Promise.race([reading, 'still reading'])).toBe('still reading')
    // 15 s with nothing more: given up on, and said so.
    limits.at(-1)?.abort()
    const error = await reading
    expect(error).toBeInstanceOf(TimeoutError)
    // Part of it came: the sentence says it stalled, not that the API never answered.
    expect(error).toMatchObject({ midBody: true })
    expect((error as Error).message).toMatch(/began, then nothing more came for 15 seconds/)
  })
})

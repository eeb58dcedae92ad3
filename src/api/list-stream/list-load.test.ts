import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/test/fetch'
import { parsedBuild, realisticGame } from '@/test/sample'
import { ApiError, InvalidResponseError, ListTimeLimitError } from '@/api/errors'
import type { ListItem } from '@/model/list-items'
import {
  DID_NOT_LOAD,
  pageListLoader,
  readOnPageWarning,
  workerListLoader,
  type ListLoad,
  type WorkerMessage,
  type WorkerRequest,
} from './list-load'
import { toWireError } from './wire-errors'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const request = { kind: 'builds', url: '/cloud/games/g/builds', headers: {} } as const

/** A stand-in for the list worker: records what the page posts, and posts what a test says. */
class FakeWorker extends EventTarget {
  posted: WorkerRequest[] = []
  terminated = false
  postMessage(message: WorkerRequest) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(message: WorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }))
  }
}

const build = parsedBuild

/** Hears the items so far at each hand-over, as the list's query reads them from the load. */
function follow(
  load: ListLoad<'builds'>,
  listener: (items: readonly ListItem<'builds'>[]) => void,
) {
  void (async () => {
    for await (const part of load) if (part.arriving && part.items.length) listener(part.items)
  })().catch(() => undefined)
}

describe('pageListLoader', () => {
  it('gives the list whole in the end, and nothing it gave while arriving is the whole list', async () => {
    const builds = realisticGame().builds
    stubFetch(() => jsonResponse({ builds }))
    const load = pageListLoader(request)
    const seen: (readonly unknown[])[] = []
    follow(load, (items) => seen.push(items))
    const whole = await load.result
    expect(whole.map((item) => item.buildId)).toEqual(builds.map((wire) => wire.build_id))
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((items) => items !== whole)).toBe(true)
  })

  it('explains a failing answer as the API said it', async () => {
    stubFetch(() => jsonResponse({ message: 'Token expired.', code: 'AUTH' }, { status: 401 }))
    const error = await pageListLoader(request).result.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, message: 'Token expired.', code: 'AUTH' })
  })
})

/**
 * A list body the test sends part by part, as a slow server would. Like a real fetch, stopping
 * the request ends the body.
 */
function trickledBody() {
  let body!: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({ start: (controller) => (body = controller) })
  const fetch = stubFetch((_, init) => {
    init?.signal?.addEventListener('abort', () => body.error(init.signal?.reason))
    return new Response(stream, { headers: { 'content-type': 'application/json' } })
  })
  const send = (text: string) => body.enqueue(new TextEncoder().encode(text))
  const stopped = () => fetch.mock.calls[0]?.[1]?.signal?.aborted
  return { fetch, send, stopped }
}

describe('a list that trickles in', () => {
  const [first] = realisticGame().builds

  it('is given up on once its time limit passes, though it never stops for 15 s', async () => {
    vi.useFakeTimers()
    const { fetch, send, stopped } = trickledBody()
    const load = pageListLoader({ ...request, timeLimitMs: 60_000 })
    const seen: number[] = []
    follow(load, (items) => seen.push(items.length))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    send(`{"builds":[${JSON.stringify(first)},`)
    // A space every 10 s: never idle long enough for the 15 s limit.
    for (let elapsed = 10; elapsed < 60; elapsed += 10) {
      await vi.advanceTimersByTimeAsync(10_000)
      send(' ')
    }
    expect(stopped()).toBe(false)
    expect(seen).toEqual([1])

    await vi.advanceTimersByTimeAsync(10_000)
    const error = await load.result.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ListTimeLimitError)
    expect(error).toMatchObject({ url: request.url, limitMs: 60_000 })
    expect(stopped()).toBe(true)
  })

  it('tells the worker to stop at the limit, and the page hears nothing of it after', async () => {
    vi.useFakeTimers()
    const worker = new FakeWorker()
    const load = workerListLoader(() => worker as unknown as Worker)({
      ...request,
      timeLimitMs: 60_000,
    })
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1))
    const id = worker.posted[0]?.id ?? -1
    const seen: number[] = []
    follow(load, (items) => seen.push(items.length))
    worker.answer({ id, type: 'items', items: [build('a')], last: true })
    await vi.advanceTimersByTimeAsync(60_000)

    expect(worker.posted.at(-1)).toEqual({ type: 'cancel', id })
    await expect(load.result).rejects.toBeInstanceOf(ListTimeLimitError)
    worker.answer({ id, type: 'items', items: [build('b')], last: true })
    expect(seen).toEqual([1])
  })

  it('shows a hand-over the worker sent in parts once its last part has come, in order', async () => {
    const worker = new FakeWorker()
    const load = workerListLoader(() => worker as unknown as Worker)(request)
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1))
    const id = worker.posted[0]?.id ?? -1
    const seen: string[][] = []
    follow(load, (items) => seen.push(items.map((item) => item.buildId)))
    worker.answer({ id, type: 'items', items: [build('a'), build('b')], last: false })
    worker.answer({ id, type: 'items', items: [build('c')], last: false })
    expect(seen).toEqual([])
    worker.answer({ id, type: 'items', items: [build('d')], last: true })
    await vi.waitFor(() => expect(seen).toEqual([['a', 'b', 'c', 'd']]))
    worker.answer({ id, type: 'items', items: [build('e')], last: true })
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['a', 'b', 'c', 'd', 'e']))
  })

  it('is heard of no more once the page drops it, though its items are on their way', async () => {
    const { fetch, send } = trickledBody()
    const dropped = new AbortController()
    const load = pageListLoader(request, dropped.signal)
    const seen: number[] = []
    follow(load, (items) => seen.push(items.length))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    // Read already, handed on after the page dropped the list.
    send(`{"builds":[${JSON.stringify(first)},`)
    dropped.abort()
    await expect(load.result).rejects.toBe(dropped.signal.reason)
    expect(seen).toEqual([])
  })
})

describe('workerListLoader', () => {
  const started = async (worker: FakeWorker, signal?: AbortSignal) => {
    const load = workerListLoader(() => worker as unknown as Worker)(request, signal)
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1))
    const sent = worker.posted[0]
    return { load, id: sent?.id ?? -1, sent }
  }

  it('asks the worker for the list and shows its items as they come', async () => {
    const worker = new FakeWorker()
    const { load, id, sent } = await started(worker)
    expect(sent).toEqual({ type: 'load', id, request })
    const seen: (readonly ListItem<'builds'>[])[] = []
    follow(load, (items) => seen.push(items))
    worker.answer({ id, type: 'items', items: [build('a'), build('b')], last: true })
    worker.answer({ id, type: 'items', items: [build('a')], last: true })
    await vi.waitFor(() => expect(seen.map((items) => items.length)).toEqual([2, 3]))
    const measuresBefore = performance.getEntriesByName(`${request.url}: body`).length
    worker.answer({
      id,
      type: 'end',
      duplicates: new Map([
        [0, '2 items share this build_id'],
        [2, '2 items share this build_id'],
      ]),
      steps: [{ name: 'body', start: 1, end: 2 }],
      timeOrigin: performance.timeOrigin,
    })
    const whole = await load.result
    expect(whole.map((item) => item.warnings)).toEqual([
      ['2 items share this build_id'],
      [],
      ['2 items share this build_id'],
    ])
    // The worker's steps are on the page's timeline, for DevTools and the benchmark.
    expect(performance.getEntriesByName(`${request.url}: body`)).toHaveLength(measuresBefore + 1)
  })

  it('fails with the same kind of error the worker met', async () => {
    const worker = new FakeWorker()
    const { load, id } = await started(worker)
    const refusal = new InvalidResponseError('Item 3 is wrong.', { path: 'builds[3]' })
    worker.answer({ id, type: 'failed', error: toWireError(refusal) })
    const error = await load.result.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchObject({ message: 'Item 3 is wrong.', path: 'builds[3]' })
  })

  it('tells the worker to stop when the page no longer wants the list', async () => {
    const worker = new FakeWorker()
    const controller = new AbortController()
    const { load, id } = await started(worker, controller.signal)
    controller.abort()
    expect(worker.posted.at(-1)).toEqual({ type: 'cancel', id })
    await expect(load.result).rejects.toBe(controller.signal.reason)
  })

  it('reads on the page when the worker cannot start (a policy without worker-src)', async () => {
    stubFetch(() => jsonResponse({ builds: realisticGame().builds }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const worker = new FakeWorker()
    const { load } = await started(worker)
    worker.dispatchEvent(new Event('error'))
    expect(worker.terminated).toBe(true)
    const whole = await load.result
    expect(whole).toHaveLength(realisticGame().builds.length)
    // Never in silence: once, with the reason.
    expect(warn.mock.calls).toEqual([[readOnPageWarning(DID_NOT_LOAD, '')]])
  })

  it('says once why, with the help it was given, when the worker cannot even be made', async () => {
    stubFetch(() => jsonResponse({ builds: realisticGame().builds }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const loader = workerListLoader(() => {
      throw new DOMException('Refused by worker-src', 'SecurityError')
    }, 'See the README.')
    await loader(request).result
    await loader(request).result
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toBe(
      'Game assets: the list worker (list-worker.js) did not start: SecurityError: Refused by worker-src. ' +
        'Lists are read on this page instead, which holds it for a while on a long list. See the README.',
    )
  })

  it('ends the worker when closed, failing what it was still reading', async () => {
    const worker = new FakeWorker()
    const loader = workerListLoader(() => worker as unknown as Worker)
    const load = loader(request)
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1))
    loader.close()
    expect(worker.terminated).toBe(true)
    await expect(load.result).rejects.toThrow('The list reader was closed.')
  })
})

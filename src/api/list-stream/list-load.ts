import { withDuplicateWarnings } from '@/api/duplicates'
import { ListTimeLimitError } from '@/api/errors'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { findPolicyProblem } from '@/api/policy-problem'
import type { StoreState } from '@/api/stored-lists/list-store'
import { heardStoreState } from '@/api/stored-lists/store-state'
import { readWithStore, type StoredPart, type StoreRequest } from '@/api/stored-lists/store-load'
import type { ReadListEnd, ReadListRequest, Step } from './read-list'
import { fromWireError, type WireError } from './wire-errors'
import type { SnapshotFileReader } from '@/api/snapshot/read-snapshot-file'
import { snapshotReaderIn } from '@/api/snapshot/snapshot-in-worker'

/**
 * A list so far: the items at a hand-over (`arriving`), then the whole list. `storedAt`: the list
 * this device kept, read from the API then (api/stored-lists/), shown before the API answers.
 */
export type ListPart<T> = { items: readonly T[]; arriving: boolean; storedAt?: number }

/**
 * A list on its way, as its query's stream (React Query's `streamedQuery`): the stored list if
 * shown, the items so far at each hand-over, then the whole list; or the failure, after a part
 * with no items if some had been handed over (nothing of a refused list is shown).
 */
export type ListLoad<K extends ListKind = ListKind> = AsyncIterable<ListPart<ListItem<K>>> & {
  /** The whole list, checked; or the failure, as reading the whole body would have failed. */
  readonly result: Promise<ListItem<K>[]>
}

/**
 * Starts loading a list; `headers` may wait on a token the host is refreshing. `readSnapshot`
 * reads a snapshot file where the lists are read (none: on the page).
 */
export type ListLoader = (<K extends ListKind>(
  request: Omit<ReadListRequest<K>, 'headers'> & {
    headers: Record<string, string> | Promise<Record<string, string>>
    /**
     * The load is given up on when it has not ended after this many ms in all (a reader only
     * stops one that makes no progress for REQUEST_TIMEOUT_MS). None: no limit.
     */
    timeLimitMs?: number | undefined
    /** What the lists kept on this device have to do with it; nothing when none are kept. */
    store?: StoreRequest | undefined
  },
  signal?: AbortSignal,
) => ListLoad<K>) & { readSnapshot?: SnapshotFileReader }

/** A stream's parts, one by one (not every browser iterates a ReadableStream itself). */
export async function* readAll<T>(stream: ReadableStream<T>) {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    reader.releaseLock()
  }
}

/**
 * The page's side of one load: collects items, tells followers, settles the result. Its `signal`
 * tells the reader to stop: the page dropped the list, or it passed its time limit.
 */
export function createLoad<K extends ListKind>(
  { url, timeLimitMs }: Pick<Parameters<ListLoader>[0], 'url' | 'timeLimitMs'>,
  dropped: AbortSignal | undefined,
) {
  let items: ListItem<K>[] = []
  let stored: ListItem<K>[] = []
  /** Parts of a hand-over that has not ended yet. */
  let pending: ListItem<K>[][] = []
  let settle!: { resolve: (items: ListItem<K>[]) => void; reject: (error: unknown) => void }
  const result = new Promise<ListItem<K>[]>((resolve, reject) => (settle = { resolve, reject }))
  // Its query may have stopped following it (cancelled): then nobody awaits its failure.
  result.catch(() => undefined)
  let parts!: ReadableStreamDefaultController<ListPart<ListItem<K>>>
  const stream = new ReadableStream<ListPart<ListItem<K>>>({ start: (made) => void (parts = made) })
  let isSettled = false
  const stop = new AbortController()
  const signal = dropped ? AbortSignal.any([dropped, stop.signal]) : stop.signal
  // On the page's clock, over the worker's or the reader's: a list that trickles in (a byte every
  // few seconds) makes progress, so only this stops it.
  const timer =
    timeLimitMs === undefined
      ? undefined
      : setTimeout(() => stop.abort(new ListTimeLimitError(url, timeLimitMs)), timeLimitMs)
  const fail = (error: unknown) => {
    if (isSettled) return
    isSettled = true
    clearTimeout(timer)
    if (items.length) parts.enqueue({ items: [], arriving: true })
    parts.error(error)
    settle.reject(error)
  }
  // Dropped by the page (a token changed, say) or past its time: nothing more of it is streamed,
  // whatever of it is still on its way, so nothing read for it is put back in a cache.
  if (signal.aborted) fail(signal.reason)
  signal.addEventListener('abort', () => fail(signal.reason), { once: true })
  return {
    signal,
    load: {
      result,
      [Symbol.asyncIterator]: () => readAll(stream),
    } satisfies ListLoad<K> as ListLoad<K>,
    /** More items; streamed once `shown` (a hand-over's last part has come). */
    add(batch: ListItem<K>[], shown = true) {
      if (isSettled) return
      pending.push(batch)
      if (!shown) return
      items = items.concat(...pending)
      pending = []
      parts.enqueue({ items, arriving: true })
    },
    /** The stored list's items (store-load.ts), checked when they were stored. */
    stored({ items: more, whole, at, show }: StoredPart) {
      if (isSettled) return
      pending.push(more as ListItem<K>[])
      if (!show) return
      stored = stored.concat(...pending)
      pending = []
      parts.enqueue({ items: stored, arriving: !whole, storedAt: at })
    },
    /** The body has ended, sound: the whole list, with the warnings only the end could give. */
    end({ duplicates }: Pick<ReadListEnd, 'duplicates'>) {
      if (isSettled) return
      isSettled = true
      clearTimeout(timer)
      const whole = withDuplicateWarnings(items, duplicates)
      parts.enqueue({ items: whole, arriving: false })
      parts.close()
      settle.resolve(whole)
    },
    fail,
  }
}

type Load<K extends ListKind> = ReturnType<typeof createLoad<K>>

type LoadRequest<K extends ListKind> = Parameters<ListLoader>[0] & { kind: K }

function readOnPage<K extends ListKind>(request: LoadRequest<K>, load: Load<K>) {
  const reading = Promise.resolve(request.headers).then((headers) => {
    // Dropped while its token was on the way: the request is never sent.
    load.signal.throwIfAborted()
    return readWithStore(
      { ...request, headers },
      load.signal,
      load.add,
      load.stored,
      heardStoreState,
    )
  })
  reading.then((ended) => {
    stepsToTimeline(request.url, ended.steps, 0)
    load.end(ended)
  }, load.fail)
}

/** Where no worker can run (tests, the embeddable library): reads lists on the page. */
export const pageListLoader: ListLoader = (request, signal) => {
  const load = createLoad<(typeof request)['kind']>(request, signal)
  readOnPage(request, load)
  return load.load
}

/** What the list worker posts: items, the end, or a failure, of the load with this id. */
export type WorkerMessage = { id: number } &
  /** `last`: the end of one hand-over (list-worker.ts cuts each into several messages). */
  (
    | { type: 'items'; items: ListItem<ListKind>[]; last: boolean }
    | ({ type: 'stored' } & StoredPart)
    /** Whether the store works, after a list was stored or the lists dropped (any load's). */
    | { type: 'store'; state: StoreState; written?: number | undefined }
    | { type: 'end'; duplicates: Map<number, string>; steps: Step[]; timeOrigin: number }
    | { type: 'failed'; error: WireError }
  )

/** What the page posts to the list worker about lists (a snapshot's read: SnapshotRequest). */
export type WorkerRequest =
  | { type: 'load'; id: number; request: ReadListRequest & { store?: StoreRequest | undefined } }
  | { type: 'cancel'; id: number }

/**
 * Loads lists in a module worker (list-worker.ts), so fetching, decoding, parsing and checking
 * take no time from the page, which receives items ready to show. Started at once, so its module
 * has loaded by the first list. If it fails to start (a host's policy without
 * `worker-src 'self'`, a 404, a bundler that did not ship it), lists are read on the page, as
 * `pageListLoader` does, and the browser's console says so once, with the reason and `help`.
 * `close` ends the worker: loads still under way fail.
 */
export function workerListLoader(
  createWorker: () => Worker,
  help = '',
): ListLoader & { close: () => void } {
  let worker: Worker | undefined
  let broken = false
  let closed = false
  let nextId = 1
  const loads = new Map<
    number,
    { load: Load<ListKind>; url: string; heard: boolean; retry: () => void }
  >()

  const onMessage = ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'store') return heardStoreState(data.state, data.written)
    const entry = loads.get(data.id)
    if (!entry) return
    entry.heard = true
    if (data.type === 'items') return entry.load.add(data.items, data.last)
    if (data.type === 'stored') return entry.load.stored(data)
    loads.delete(data.id)
    if (data.type === 'failed') return entry.load.fail(fromWireError(data.error))
    stepsToTimeline(entry.url, data.steps, data.timeOrigin - performance.timeOrigin)
    entry.load.end(data)
  }
  const onPage = (reason: string) => {
    if (!broken) console.warn(readOnPageWarning(reason, help))
    broken = true
  }
  const onError = (event: Event) => {
    // The worker could not start (or stopped): what it had not begun is read on the page.
    onPage((event instanceof ErrorEvent && event.message) || DID_NOT_LOAD)
    worker?.terminate()
    for (const [id, entry] of loads) {
      loads.delete(id)
      if (entry.heard) entry.load.fail(new Error('The list reader stopped. Try again.'))
      else entry.retry()
    }
  }
  const workerOrNothing = () => {
    if (!broken && !closed && !worker) {
      try {
        worker = createWorker()
        worker.addEventListener('message', onMessage)
        worker.addEventListener('error', onError)
      } catch (error) {
        onPage(String(error))
      }
    }
    return broken || closed ? undefined : worker
  }

  // Started now, not at the first load: the worker's module loads while config.json does.
  workerOrNothing()
  const loader: ListLoader = (request, signal) => {
    const load = createLoad<(typeof request)['kind']>(request, signal)
    const id = nextId++
    const onPage = () => readOnPage(request, load)
    // The page's <meta> policy does not reach into the worker (a worker's policy comes from its
    // own response): a list the page's policy would block is read on the page, where the browser
    // blocks it and the dashboard explains why, as it always did.
    void Promise.all([request.headers, findPolicyProblem(request.url)]).then(
      ([headers, problem]) => {
        const target = problem === undefined ? workerOrNothing() : undefined
        if (!target) return onPage()
        const { signal: stopped } = load
        if (stopped.aborted) return
        loads.set(id, { load, url: request.url, heard: false, retry: onPage })
        stopped.addEventListener('abort', () => {
          if (loads.delete(id)) target.postMessage({ type: 'cancel', id } satisfies WorkerRequest)
        })
        const { kind, url, maxBytes, maxItemBytes, store } = request
        target.postMessage({
          type: 'load',
          id,
          request: { kind, url, headers, maxBytes, maxItemBytes, store },
        } satisfies WorkerRequest)
      },
      load.fail,
    )
    return load.load
  }
  loader.readSnapshot = snapshotReaderIn(workerOrNothing)
  const close = () => {
    closed = true
    worker?.terminate()
    worker = undefined
    for (const [id, entry] of loads) {
      loads.delete(id)
      entry.load.fail(new Error('The list reader was closed.'))
    }
  }
  return Object.assign(loader, { close })
}

/** Why the worker did not start, when the browser does not say (it does not, for these). */
export const DID_NOT_LOAD =
  "its script did not load or run (a 404, a policy's worker-src, a bundler that did not ship it)"

/** What the console says, once, when lists are read on the page for want of the worker. */
export const readOnPageWarning = (reason: string, help: string) =>
  `Game assets: the list worker (list-worker.js) did not start: ${reason.slice(0, 200)}. ` +
  `Lists are read on this page instead, which holds it for a while on a long list.${help && ` ${help}`}`

/** A load's steps as User Timing measures on the page, named after its URL: `<url>: body`. */
function stepsToTimeline(url: string, steps: readonly Step[], offset: number) {
  for (const { name, start, end } of steps) {
    performance.measure(`${url}: ${name}`, { start: start + offset, end: end + offset })
  }
}

/// <reference lib="webworker" />
/**
 * The list worker: fetches a list and reads it as it arrives (read-list.ts), posting its items to
 * the page in batches, then the end or the failure; when the page keeps lists, it shows the stored
 * list first and stores the whole list here, where the items are (api/stored-lists/store-load.ts).
 * The page's side is `workerListLoader`. It reads snapshot files too (snapshot-in-worker.ts).
 */
import { readWithStore } from '@/api/stored-lists/store-load'
import type { WorkerMessage, WorkerRequest } from './list-load'
import { toWireError } from './wire-errors'
import { serveSnapshot, type SnapshotRequest } from '@/api/snapshot/snapshot-in-worker'

type WorkerItems = Extract<WorkerMessage, { type: 'items' }>['items']

declare const self: DedicatedWorkerGlobalScope

const running = new Map<number, AbortController>()

const post = (message: WorkerMessage) => self.postMessage(message)

/**
 * The most items in one message. The page decodes each message in a task of its own, so a
 * hand-over of 50,000 items goes as 25 short tasks instead of one that holds the host's page
 * (and its input) for a few hundred ms; the page shows them once the hand-over's last has come.
 */
export const MESSAGE_MAX_ITEMS = 2_000

function postItems(id: number, items: WorkerItems) {
  for (let start = 0; start < items.length; start += MESSAGE_MAX_ITEMS) {
    const end = start + MESSAGE_MAX_ITEMS
    post({ id, type: 'items', items: items.slice(start, end), last: end >= items.length })
  }
}

self.addEventListener('message', ({ data }: MessageEvent<WorkerRequest | SnapshotRequest>) => {
  if (data.type === 'snapshot') return serveSnapshot(data)
  if (data.type === 'cancel') {
    running.get(data.id)?.abort()
    running.delete(data.id)
    return
  }
  const { id, request } = data
  const controller = new AbortController()
  running.set(id, controller)
  readWithStore(
    request,
    controller.signal,
    (items) => postItems(id, items),
    // A stored part is one message: ITEMS_PER_PART items at most (as many as a message of
    // items), and characters few enough for a short task on the page (PART_CHARS).
    (part) => post({ id, type: 'stored', ...part }),
    (state, written) => post({ id, type: 'store', state, written }),
  )
    .then(
      ({ duplicates, steps }) =>
        post({ id, type: 'end', duplicates, steps, timeOrigin: performance.timeOrigin }),
      (error: unknown) => {
        if (!controller.signal.aborted) post({ id, type: 'failed', error: toWireError(error) })
      },
    )
    .finally(() => running.delete(id))
})

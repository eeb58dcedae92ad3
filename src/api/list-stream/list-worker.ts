/// <reference lib="webworker" />
/**
 * The list worker: fetches a list and reads it as it arrives (read-list.ts), posting its items to
 * the page in batches, then the end or the failure. The page's side is `workerListLoader`.
 */
import type { WorkerMessage, WorkerRequest } from './list-load'
import { readList } from './read-list'
import { toWireError } from './wire-errors'

declare const self: DedicatedWorkerGlobalScope

const running = new Map<number, AbortController>()

const post = (message: WorkerMessage) => self.postMessage(message)

self.addEventListener('message', ({ data }: MessageEvent<WorkerRequest>) => {
  if (data.type === 'cancel') {
    running.get(data.id)?.abort()
    running.delete(data.id)
    return
  }
  const { id, request } = data
  const controller = new AbortController()
  running.set(id, controller)
  readList(request, controller.signal, (items) => post({ id, type: 'items', items }))
    .then(
      ({ duplicates, steps }) =>
        post({ id, type: 'end', duplicates, steps, timeOrigin: performance.timeOrigin }),
      (error: unknown) => {
        if (!controller.signal.aborted) post({ id, type: 'failed', error: toWireError(error) })
      },
    )
    .finally(() => running.delete(id))
})

import type { ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { readAll, type ListLoad, type ListPart } from './list-load'

type Part = ListPart<unknown>
type Running = {
  latest: Part | undefined
  followers: Set<ReadableStreamDefaultController<Part>>
  stop: AbortController
  result: Promise<unknown[]>
}

/**
 * One request per list: a list asked for while its request is still running follows that
 * request instead of sending another. React's development double mount cancels the query it has
 * just started (React Query cancels a query whose signal was read when its last observer leaves)
 * and asks again at once; so does a remount. A follower gets the list so far (a part holds every
 * item so far), then each part as it comes; its own signal stops only its stream. The request
 * stops once every follower has stopped and a task has passed without a new one.
 */
export function sharedListLoads() {
  const running = new Map<string, Running>()

  async function pump(key: string, shared: Running, load: ListLoad) {
    try {
      for await (const part of load) {
        shared.latest = part
        for (const follower of shared.followers) follower.enqueue(part)
      }
      for (const follower of shared.followers) follower.close()
    } catch (error) {
      for (const follower of shared.followers) follower.error(error)
    } finally {
      running.delete(key)
      shared.followers.clear()
    }
  }

  return <K extends ListKind>(
    key: string,
    start: (signal: AbortSignal) => ListLoad<K>,
    signal?: AbortSignal,
  ): ListLoad<K> => {
    let shared = running.get(key)
    if (!shared) {
      const stop = new AbortController()
      const load = start(stop.signal)
      shared = { latest: undefined, followers: new Set(), stop, result: load.result }
      running.set(key, shared)
      void pump(key, shared, load)
    }
    const { followers, stop } = shared
    let follower!: ReadableStreamDefaultController<Part>
    const parts = new ReadableStream<Part>({ start: (made) => void (follower = made) })
    if (shared.latest) follower.enqueue(shared.latest)
    followers.add(follower)
    const leave = () => {
      if (!followers.delete(follower)) return
      follower.error(signal!.reason)
      setTimeout(() => followers.size === 0 && stop.abort(signal!.reason))
    }
    if (signal?.aborted) leave()
    else signal?.addEventListener('abort', leave, { once: true })
    return {
      result: shared.result as Promise<ListItem<K>[]>,
      [Symbol.asyncIterator]: () => readAll(parts as ReadableStream<ListPart<ListItem<K>>>),
    }
  }
}

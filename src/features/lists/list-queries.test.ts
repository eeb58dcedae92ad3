import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { createApiClient } from '@/api/client'
import type { ListLoad } from '@/api/list-stream/list-load'
import type { ListItem } from '@/model/list-items'
import { parsedBuild } from '@/test/sample'
import { listQueries } from './list-queries'

const build = parsedBuild

/** A load main.tsx started, arriving by hand; its `stop` fails it, as a dropped load fails. */
function earlyLoad() {
  const stop = new AbortController()
  const listeners = new Set<(items: readonly ListItem<'builds'>[]) => void>()
  const result = new Promise<ListItem<'builds'>[]>((_, reject) =>
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason)),
  )
  result.catch(() => undefined)
  const load: ListLoad<'builds'> = {
    result,
    firstItems: Promise.resolve(),
    follow(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const arrive = (items: ListItem<'builds'>[]) => listeners.forEach((listener) => listener(items))
  return { first: { load, stop }, arrive }
}

it('stops the request started before the app, and drops what it read, when the queries are reset (a token forgotten or changed)', async () => {
  const queryClient = new QueryClient()
  const client = createApiClient({ baseUrl: '/api', getToken: () => 'first token' })
  const { first, arrive } = earlyLoad()
  const options = listQueries.answered(client, 'builds', 'game', first)
  void queryClient.prefetchQuery(options)
  await Promise.resolve()
  arrive([build('a'), build('b')])
  expect(queryClient.getQueryData(options.queryKey)?.items).toHaveLength(2)

  await queryClient.resetQueries()
  expect(first.stop.signal.aborted).toBe(true)
  // Whatever of it was still on its way is heard of no more.
  arrive([build('a'), build('b'), build('c')])
  expect(queryClient.getQueryData(options.queryKey)).toBeUndefined()
})

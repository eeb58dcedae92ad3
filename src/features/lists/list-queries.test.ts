import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/api/client'
import { dashboardQueryDefaults } from '@/api/query-client'
import { InvalidResponseError, NetworkError } from '@/api/errors'
import { createLoad, type ListLoader } from '@/api/list-stream/list-load'
import type { ListItem } from '@/model/list-items'
import { parsedBuild } from '@/test/sample'
import { listQueries } from './list-queries'

const build = parsedBuild
type Items = ListItem<'builds'>[]

/**
 * Loads a test answers by hand: `arrive` hands over more items, `end` makes the list whole,
 * `fail` refuses it. Like a real load, one whose signal aborts fails and is heard of no more.
 */
function byHand() {
  const loads: {
    signal: AbortSignal | undefined
    arrive: (items: Items) => void
    end: () => void
    fail: (error: unknown) => void
  }[] = []
  const listLoader = ((request, signal) => {
    const made = createLoad<'builds'>(request, signal)
    loads.push({
      signal,
      arrive: (more) => made.add(more),
      end: () => made.end({ duplicates: new Map() }),
      fail: made.fail,
    })
    return made.load
  }) as ListLoader
  const client = createApiClient({ baseUrl: '/api', getToken: () => 'token', listLoader })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...dashboardQueryDefaults, retry: false } },
  })
  const options = listQueries.list(client, 'builds', 'game')
  /** An observer of the list, as a component's `useQuery` is. */
  const observe = () => {
    const observer = new QueryObserver(queryClient, options)
    const stop = observer.subscribe(() => undefined)
    return Object.assign(() => observer.getCurrentResult(), { stop })
  }
  const load = (index: number) => {
    const found = loads[index]
    if (!found) throw new Error(`No load ${index}`)
    return found
  }
  return { queryClient, options, observe, load, loads }
}

/** Lets the stream's promises run: the query hears of what its load handed over. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const ids = (items: readonly ListItem<'builds'>[] | undefined) => items?.map((item) => item.buildId)

describe('a list query', () => {
  it('shows the items as they arrive, marked arriving, then the whole list', async () => {
    const { observe, load } = byHand()
    const result = observe()
    expect(result().isPending).toBe(true)

    load(0).arrive([build('a'), build('b')])
    await settle()
    expect(ids(result().data?.items)).toEqual(['a', 'b'])
    expect(result().data?.arriving).toBe(true)
    expect(result().isFetching).toBe(true)

    load(0).arrive([build('c')])
    await settle()
    expect(ids(result().data?.items)).toEqual(['a', 'b', 'c'])
    expect(result().data?.arriving).toBe(true)

    load(0).end()
    await settle()
    expect(ids(result().data?.items)).toEqual(['a', 'b', 'c'])
    expect(result().data?.arriving).toBe(false)
    expect(result().isFetching).toBe(false)
    expect(result().isSuccess).toBe(true)
  })

  it('keeps the list it has while a refresh arrives, and when the refresh fails', async () => {
    const { observe, load, queryClient, options } = byHand()
    const result = observe()
    load(0).arrive([build('a')])
    load(0).end()
    await settle()
    const first = result().data

    void queryClient.refetchQueries({ queryKey: options.queryKey })
    load(1).arrive([build('b'), build('c')])
    await settle()
    expect(result().data).toBe(first)
    expect(result().isFetching).toBe(true)
    load(1).end()
    await settle()
    expect(ids(result().data?.items)).toEqual(['b', 'c'])
    expect(result().data?.arriving).toBe(false)
    const second = result().data

    void queryClient.refetchQueries({ queryKey: options.queryKey })
    load(2).arrive([build('d')])
    await settle()
    expect(result().data).toBe(second)
    const refused = new InvalidResponseError('Item 1 is wrong.')
    load(2).fail(refused)
    await settle()
    expect(result().data).toBe(second)
    expect(result().error).toBe(refused)
  })

  it('takes the items away when the list is refused part-way, and fails with its error', async () => {
    const { observe, load } = byHand()
    const result = observe()
    load(0).arrive([build('a')])
    await settle()
    expect(ids(result().data?.items)).toEqual(['a'])

    const refused = new InvalidResponseError('Item 1 is wrong.')
    load(0).fail(refused)
    await settle()
    expect(result().data).toBeUndefined()
    expect(result().isError).toBe(true)
    expect(result().error).toBe(refused)
    expect(result().dataUpdatedAt).toBeGreaterThan(0)
  })

  it('shows the items as they arrive again when a list that failed is asked for again', async () => {
    const { observe, load, queryClient, options } = byHand()
    const result = observe()
    load(0).arrive([build('a')])
    await settle()
    load(0).fail(new InvalidResponseError('Item 1 is wrong.'))
    await settle()
    expect(result().data).toBeUndefined()

    void queryClient.refetchQueries({ queryKey: options.queryKey })
    await settle()
    expect(result().data).toBeUndefined()
    expect(result().isFetching).toBe(true)
    load(1).arrive([build('a')])
    await settle()
    expect(ids(result().data?.items)).toEqual(['a'])
    expect(result().data?.arriving).toBe(true)
    load(1).end()
    await settle()
    expect(result().data?.arriving).toBe(false)
  })

  it('asks again by itself after a connection broken part-way, with no rows of the first try', async () => {
    const { observe, load, queryClient } = byHand()
    queryClient.setDefaultOptions({ queries: { retry: 1, retryDelay: 0 } })
    const result = observe()
    load(0).arrive([build('a')])
    await settle()
    load(0).fail(new NetworkError('/api/cloud/games/game/builds', { midBody: true }))
    await settle()
    expect(result().data).toBeUndefined()
    expect(result().isFetching).toBe(true)
    await vi.waitFor(() => load(1))

    load(1).arrive([build('a'), build('b')])
    await settle()
    expect(ids(result().data?.items)).toEqual(['a', 'b'])
    expect(result().data?.arriving).toBe(true)
    load(1).end()
    await settle()
    expect(ids(result().data?.items)).toEqual(['a', 'b'])
    expect(result().data?.arriving).toBe(false)
    expect(result().isSuccess).toBe(true)
  })

  it('stops its request, and drops what it read, when the queries are reset (a token forgotten or changed)', async () => {
    const { queryClient, options, load } = byHand()
    void queryClient.prefetchQuery(options)
    await settle()
    load(0).arrive([build('a'), build('b')])
    await settle()
    expect(queryClient.getQueryData(options.queryKey)?.items).toHaveLength(2)

    await queryClient.resetQueries()
    // A task later: until then a new query of the list would follow the request (shared-loads.ts).
    await settle()
    expect(load(0).signal?.aborted).toBe(true)
    // Whatever of it was still on its way is heard of no more.
    load(0).arrive([build('c')])
    await settle()
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined()
  })

  it('streams the list again for the next observer when the last one left part-way (a game left and come back to)', async () => {
    const { observe, load, loads } = byHand()
    const first = observe()
    await settle()
    load(0).arrive([build('a')])
    await settle()
    expect(first().data?.arriving).toBe(true)
    // The operator leaves the game (its last observer goes): its request stops.
    first.stop()
    await settle()
    expect(load(0).signal?.aborted).toBe(true)
    // Back at once, well within the time a whole list stays fresh: the list is asked for again,
    // not left at the items that had arrived, "more arriving" for ever.
    const again = observe()
    await settle()
    expect(loads).toHaveLength(2)
    expect(again().isFetching).toBe(true)
    load(1).arrive([build('a'), build('b')])
    load(1).end()
    await settle()
    expect(ids(again().data?.items)).toEqual(['a', 'b'])
    expect(again().data?.arriving).toBe(false)
    // Whole, it stays fresh: the next observer asks for nothing.
    again.stop()
    const third = observe()
    await settle()
    expect(loads).toHaveLength(2)
    expect(third().data?.arriving).toBe(false)
  })

  it('keeps one request when its last observer leaves and comes back in the same task (StrictMode, a remount)', async () => {
    const { observe, load, loads } = byHand()
    const first = observe()
    await settle()
    load(0).arrive([build('a')])
    await settle()
    first.stop()
    const again = observe()
    await settle()
    expect(loads).toHaveLength(1)
    expect(load(0).signal?.aborted).toBe(false)
    expect(ids(again().data?.items)).toEqual(['a'])
    load(0).arrive([build('b')])
    load(0).end()
    await settle()
    expect(ids(again().data?.items)).toEqual(['a', 'b'])
    expect(again().data?.arriving).toBe(false)
  })
})

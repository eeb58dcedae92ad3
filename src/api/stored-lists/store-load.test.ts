import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReadListEnd } from '@/api/list-stream/read-list'
import { RESTORE_MS, readWithStore } from './store-load'

/*
 * When the stored list gives way to the API's: only a clock that starts with the API's items,
 * so a slow device (a busy machine, a large store) still shows its list while the API is silent.
 */

type Items = (items: unknown[]) => void
const api = vi.hoisted(() => ({
  items: undefined as Items | undefined,
  end: () => {},
  fail: () => {},
}))
const device = vi.hoisted(() => ({ part: undefined as (() => void) | undefined }))

vi.mock('@/api/list-stream/read-list', () => ({
  readList: (_request: unknown, _signal: AbortSignal, onItems: Items) => {
    api.items = onItems
    return new Promise<ReadListEnd>((resolve, reject) => {
      api.end = () => resolve({ duplicates: new Map(), steps: [] })
      api.fail = () => reject(new Error('503'))
    })
  },
}))
vi.mock('./list-store', () => ({
  attempt: async (action: () => Promise<unknown>) => (await action(), 'working'),
  storeExists: async () => true,
  createListStore: () => ({
    identity: async () => 'list:whose',
    write: async () => true,
    read: (_key: string, onPart: (items: unknown[], index: number, head: object) => void) =>
      new Promise<void>((resolve) => {
        device.part = () => (onPart(['stored'], 0, { parts: 1, at: 1 }), resolve())
      }),
  }),
}))

const shown: string[] = []
function load() {
  return readWithStore(
    {
      kind: 'builds',
      url: 'https://api.example/builds',
      headers: { authorization: 'Bearer t' },
      store: { list: 'builds', restore: true, at: 1 },
    },
    new AbortController().signal,
    (items) => shown.push(`api: ${items.length}`),
    ({ items }) => shown.push(`stored: ${items.length}`),
    () => {},
  )
}

describe('readWithStore', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    shown.length = 0
  })
  afterEach(() => vi.useRealTimers())

  it('waits for a slow store as long as the API has nothing to show', async () => {
    void load()
    await vi.advanceTimersByTimeAsync(RESTORE_MS * 10)
    device.part?.()
    await vi.advanceTimersByTimeAsync(0)
    api.items?.([{}, {}])
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual(['stored: 1', 'api: 2'])
  })

  it('gives up a store that has not begun RESTORE_MS after the API’s first items', async () => {
    void load()
    await vi.advanceTimersByTimeAsync(0)
    api.items?.([{}])
    await vi.advanceTimersByTimeAsync(RESTORE_MS - 1)
    expect(shown).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(shown).toEqual(['api: 1'])
    device.part?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual(['api: 1'])
  })

  it('waits for the store RESTORE_MS after the API failed, then gives the failure', async () => {
    const failed = vi.fn()
    void load().catch(failed)
    await vi.advanceTimersByTimeAsync(0)
    api.fail()
    await vi.advanceTimersByTimeAsync(RESTORE_MS - 1)
    device.part?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown).toEqual(['stored: 1'])
    expect(failed).toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import { createLoad } from './list-load'
import { sharedListLoads } from './shared-loads'
import type { ListItem } from '@/model/list-items'

type Made = ReturnType<typeof createLoad<'builds'>>

function setUp() {
  const started: { made: Made; signal: AbortSignal }[] = []
  const follow = sharedListLoads()
  const load = (signal?: AbortSignal) =>
    follow(
      '/cloud/games/g/builds',
      (stop) => {
        const made = createLoad<'builds'>({ url: '/cloud/games/g/builds' }, stop)
        started.push({ made, signal: stop })
        return made.load
      },
      signal,
    )
  return { started, load }
}

const item = (id: string) => ({ buildId: id }) as ListItem<'builds'>
const task = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The ids of every part a follower reads, until its stream ends or fails. */
async function read(load: AsyncIterable<{ items: readonly { buildId: string }[] }>) {
  const parts: string[][] = []
  try {
    for await (const part of load) parts.push(part.items.map((one) => one.buildId))
  } catch (error) {
    parts.push([`failed: ${(error as Error).message}`])
  }
  return parts
}

describe('one request per list', () => {
  it('gives a list asked for while its request runs the items so far, then the rest', async () => {
    const { started, load } = setUp()
    const first = read(load())
    started[0]!.made.add([item('a')])
    await task()
    const second = read(load())
    started[0]!.made.add([item('b')])
    started[0]!.made.end({ duplicates: new Map() })
    expect(started).toHaveLength(1)
    expect(await first).toEqual([['a'], ['a', 'b'], ['a', 'b']])
    expect(await second).toEqual([['a'], ['a', 'b'], ['a', 'b']])
  })

  it('stops the request once its last follower has left for a task, and not before', async () => {
    const { started, load } = setUp()
    const leaving = new AbortController()
    const staying = new AbortController()
    const first = read(load(leaving.signal))
    const second = read(load(staying.signal))
    leaving.abort(new Error('left'))
    await task()
    expect(started[0]!.signal.aborted).toBe(false)
    expect(await first).toEqual([['failed: left']])
    staying.abort(new Error('left too'))
    expect(started[0]!.signal.aborted).toBe(false)
    await task()
    expect(started[0]!.signal.aborted).toBe(true)
    expect(await second).toEqual([['failed: left too']])
    // Asked for again after that: a new request.
    void read(load())
    expect(started).toHaveLength(2)
  })

  it('fails every follower with the list’s failure, and asks anew the next time', async () => {
    const { started, load } = setUp()
    const first = read(load())
    const second = read(load())
    started[0]!.made.fail(new Error('refused'))
    expect(await first).toEqual([['failed: refused']])
    expect(await second).toEqual([['failed: refused']])
    void read(load())
    expect(started).toHaveLength(2)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BuildQueue } from './build-queue.ts'

/** A job that runs until the test lets it finish, noting when it starts. */
function heldJob(started: string[], name: string) {
  let finish = () => {}
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)))
  return {
    job: () => (started.push(name), done),
    finish,
  }
}

// Lets every job that may start do so.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('BuildQueue', () => {
  it('runs jobs together while their weights fit, the rest in the order they came', async () => {
    const queue = new BuildQueue(10)
    const started: string[] = []
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name))
    const results = [queue.run(6, a!.job), queue.run(4, b!.job), queue.run(5, c!.job)]
    results.push(queue.run(1, d!.job))
    await settle()
    // d would fit beside a and b, but waits behind c: a big job is never passed over.
    expect([started, queue.length]).toEqual([['a', 'b'], 2])
    a!.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    b!.finish()
    c!.finish()
    d!.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('runs a job heavier than the capacity alone', async () => {
    const queue = new BuildQueue(10)
    const started: string[] = []
    const [big, small] = ['big', 'small'].map((name) => heldJob(started, name))
    const results = [queue.run(25, big!.job), queue.run(1, small!.job)]
    await settle()
    expect(started).toEqual(['big'])
    big!.finish()
    await settle()
    expect(started).toEqual(['big', 'small'])
    small!.finish()
    await Promise.all(results)
  })

  it('frees the place of a job that failed', async () => {
    const queue = new BuildQueue(1)
    const failing = queue.run(1, () => Promise.reject(new Error('no memory')))
    const next = queue.run(1, () => Promise.resolve('next'))
    await expect(failing).rejects.toThrow('no memory')
    await expect(next).resolves.toBe('next')
  })

  it('never runs a job whose client went away while it waited, and lets the next go', async () => {
    const queue = new BuildQueue(10)
    const started: string[] = []
    const [first, gone, next] = ['first', 'gone', 'next'].map((name) => heldJob(started, name))
    const client = new AbortController()
    const running = queue.run(10, first!.job)
    const waiting = queue.run(10, gone!.job, client.signal)
    const after = queue.run(1, next!.job)
    await settle()
    client.abort(new Error('closed'))
    await expect(waiting).rejects.toThrow('closed')
    expect(queue.length).toBe(1)
    first!.finish()
    await settle()
    expect(started).toEqual(['first', 'next'])
    next!.finish()
    await Promise.all([running, after])
    const closed = AbortSignal.abort(new Error('closed before'))
    await expect(queue.run(1, gone!.job, closed)).rejects.toThrow('closed before')
    expect(started).toEqual(['first', 'next'])
  })
})

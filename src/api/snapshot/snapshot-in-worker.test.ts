import { describe, expect, it } from 'vitest'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { serveSnapshot, snapshotReaderIn, type SnapshotRequest } from './snapshot-in-worker'

const expected = {
  gameId: SAMPLE_GAMES.realistic,
  gameName: 'Space Raiders',
  kind: 'builds',
} as const
const head = { snapshot: 1, game: { id: SAMPLE_GAMES.realistic, name: 'Space Raiders' } }
const file = (body: unknown) =>
  new File(
    [JSON.stringify({ ...head, exported_at: '2026-11-01T12:00:00Z', ...(body as object) })],
    'snap.json',
  )

/** A worker that serves snapshots as the list worker does, counting the answers it sends. */
class ServingWorker extends EventTarget {
  answers = 0
  postMessage(request: SnapshotRequest) {
    const { port } = request
    const post = port.postMessage.bind(port)
    port.postMessage = (message: unknown) => {
      this.answers += 1
      post(message)
    }
    serveSnapshot(request)
  }
}

describe('a snapshot read in the list worker', () => {
  it('comes back whole, its items in parts, with what the file says of itself', async () => {
    const builds = Array.from({ length: 4_500 }, (_, i) => ({
      ...realisticGame().builds[0],
      build_id: `b${i}`,
    }))
    const worker = new ServingWorker()
    const read = snapshotReaderIn(() => worker as unknown as Worker)
    const { meta, items } = await read(file({ builds }), expected)
    expect(items.map((item) => item.buildId)).toEqual(builds.map((build) => build.build_id))
    expect(meta).toMatchObject({ fileName: 'snap.json', rows: 'all' })
    // Three parts of items and the end: no one message holds the page for long.
    expect(worker.answers).toBe(4)
  })

  it("gives the worker's refusal as the page's own", async () => {
    const read = snapshotReaderIn(() => new ServingWorker() as unknown as Worker)
    await expect(read(new File(['[1,'], 'cut.json'), expected)).rejects.toMatchObject({
      name: 'SnapshotError',
      problem: 'not-json',
      message: '“cut.json” is not JSON: Unexpected end of JSON input (line 1, column 4).',
    })
  })

  it('is read on the page where no worker runs, or the worker stops', async () => {
    const onPage = snapshotReaderIn(() => undefined)
    await expect(onPage(file({ builds: [] }), expected)).resolves.toMatchObject({ items: [] })

    const stopping = new EventTarget()
    const read = snapshotReaderIn(
      () =>
        Object.assign(stopping, {
          postMessage: () => stopping.dispatchEvent(new Event('error')),
        }) as unknown as Worker,
    )
    await expect(read(file({ builds: [] }), expected)).resolves.toMatchObject({ items: [] })
  })
})

import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/api/client'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { noComparison, type Comparison } from './comparison-context'
import { openComparison, startComparison } from './open-comparison'

const target = { gameId: SAMPLE_GAMES.realistic, gameName: 'Space Raiders', tab: 'sites' } as const

const snapshotFile = (name: string, body: Record<string, unknown>) =>
  new File(
    [
      JSON.stringify({
        snapshot: 1,
        game: { id: SAMPLE_GAMES.realistic, name: 'Space Raiders' },
        exported_at: '2026-11-01T12:00:00.000Z',
        ...body,
      }),
    ],
    name,
  )

/** Runs startComparison against a plain state holder, as the panel's useState would. */
async function start(file: File, before: Comparison = noComparison) {
  let state = before
  const seen: Comparison[] = []
  await startComparison(file, target, {
    setComparison: (next) => {
      state = typeof next === 'function' ? next(state) : next
      seen.push(state)
    },
  })
  return { state, seen }
}

describe('openComparison', () => {
  it('takes a one-tab export on another tab: that tab compares, this one says it has no list', async () => {
    const file = snapshotFile('builds.json', { builds: realisticGame().builds })
    const active = await openComparison(file, target)
    expect(active).toMatchObject({ file, gameId: SAMPLE_GAMES.realistic })
    expect(active.meta).toMatchObject({ fileName: 'builds.json', rows: 'all' })
  })

  it("holds the file's items to the API client's limit, and keeps it for the other tabs", async () => {
    const [first, second] = realisticGame().sites
    const long = { ...second, display_name: 'x'.repeat(2048) }
    // The API client's way to read a file, its limit 1 KiB.
    const read = createApiClient({ baseUrl: '', maxItemBytes: 1024 }).readSnapshot
    const file = snapshotFile('long.json', { sites: [first] })
    const active = await openComparison(file, { ...target, read })
    expect(active.read).toBe(read)
    await expect(
      openComparison(snapshotFile('long.json', { sites: [first, long] }), { ...target, read }),
    ).rejects.toMatchObject({ problem: 'too-large', message: /item 1 of "sites" passed 1.0 KiB/ })
  })

  it('refuses a file with no list at all with its own sentence', async () => {
    await expect(openComparison(snapshotFile('none.json', {}), target)).rejects.toMatchObject({
      problem: 'no-list',
    })
  })
})

describe('startComparison', () => {
  it('says which file it is reading, then compares with it', async () => {
    const file = snapshotFile('sites.json', { sites: realisticGame().sites })
    const { state, seen } = await start(file)
    expect(seen[0]).toMatchObject({ reading: 'sites.json', problem: undefined })
    expect(state).toEqual({ active: expect.objectContaining({ file }) as unknown, show: 'all' })
  })

  it('keeps the comparison on and the change filter when a file is refused, and says why', async () => {
    const good = snapshotFile('good.json', { sites: realisticGame().sites })
    const before: Comparison = { ...(await start(good)).state, show: 'removed' }
    const other = snapshotFile('other.json', {
      game: { id: SAMPLE_GAMES.empty, name: 'Empty Game' },
      sites: [],
    })
    const { state } = await start(other, before)
    expect(state.active).toBe(before.active)
    expect(state.show).toBe('removed')
    expect(state.reading).toBeUndefined()
    expect(state.problem).toMatch(/^“other\.json” is a snapshot of “Empty Game”/)
  })

  it('names a file that is not JSON', async () => {
    const { state } = await start(new File(['{"sites": ['], 'cut.json'))
    expect(state.problem).toMatch(/^“cut\.json” is not JSON/)
    expect(state.active).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { SAMPLE_GAMES } from '@/test/sample'
import { readSnapshotFile } from './read-snapshot-file'
import { SNAPSHOT_MAX_BYTES } from '@/model/snapshot-format'

const expected = {
  gameId: SAMPLE_GAMES.realistic,
  gameName: 'Space Raiders',
  kind: 'sites',
} as const

describe('readSnapshotFile', () => {
  it('reads a chosen file, taking its date for an older export that has none', async () => {
    const file = new File(['[]'], 'sites.json', { lastModified: 1_700_000_000_000 })
    const { meta, items } = await readSnapshotFile(file, expected)
    expect(items).toEqual([])
    expect(meta).toMatchObject({ fileName: 'sites.json', takenAt: 1_700_000_000_000 })
  })

  it('refuses a file over the limit without reading it', async () => {
    const file = new File([], 'huge.json')
    Object.defineProperty(file, 'size', { value: SNAPSHOT_MAX_BYTES + 1 })
    Object.defineProperty(file, 'text', {
      value: () => Promise.reject(new Error('read')),
    })
    await expect(readSnapshotFile(file, expected)).rejects.toMatchObject({
      problem: 'too-large',
      message: expect.stringContaining('“huge.json” is 257 MiB') as string,
    })
  })

  it('says so when the file cannot be read', async () => {
    const file = new File(['{}'], 'gone.json')
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('NotReadable')) })
    await expect(readSnapshotFile(file, expected)).rejects.toMatchObject({
      problem: 'unreadable',
      message:
        '“gone.json” could not be read: it may have been moved or changed since it was chosen. Choose it again.',
    })
  })
})

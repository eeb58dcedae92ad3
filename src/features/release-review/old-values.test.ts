import { describe, expect, it } from 'vitest'
import type { Build } from '@/model/list-items'
import { changeLines } from './old-values'

const build: Build = {
  buildId: 'b',
  uploadId: 'u',
  name: 'Release 1.0',
  createdAt: 0,
  size: 1024,
  complete: false,
  tags: [['channel', 'beta']],
  warnings: [],
}

describe('changeLines', () => {
  it("says each changed field, old value first, in the table's words", () => {
    const after: Build = {
      ...build,
      name: 'Release 1.0 final',
      size: 2 ** 31,
      complete: true,
      tags: [],
    }
    expect(changeLines(['complete', 'size', 'name', 'tags'], build, after)).toEqual([
      'Upload: not complete → complete',
      'Size: 1.0 KiB → 2.0 GiB',
      'Name: “Release 1.0” → “Release 1.0 final”',
      'Tags: channel: beta → none',
    ])
  })

  it('bounds a long name and shows control characters', () => {
    const [line] = changeLines(['name'], { ...build, name: `\u202e${'x'.repeat(500)}` }, build)
    expect(line?.length).toBeLessThan(200)
    expect(line).toContain('U+202E')
  })
})

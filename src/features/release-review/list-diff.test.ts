import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Avatar, Build, Tags } from '@/model/list-items'
import type { Bytes } from '@/lib/format-size'
import { listModel } from '@/model/list-model'
import { diffLists } from './diff-lists'
import {
  ADDED,
  CHANGED_COMPLETE,
  CHANGED_NAME,
  CHANGED_SIZE,
  CHANGED_TAGS,
  changedFieldsOf,
  changeKindOf,
  diffListsNow,
  sameTags,
} from './list-diff'

const build = (buildId: string, fields: Partial<Build> = {}): Build => ({
  buildId,
  uploadId: `u-${buildId}`,
  name: `build ${buildId}`,
  createdAt: 1_000,
  size: 100,
  complete: true,
  tags: [],
  warnings: [],
  ...fields,
})

describe('diffListsNow', () => {
  it('marks each current item added, changed (with what) or unchanged, and keeps the removed', () => {
    const before = [
      build('same'),
      build('finished', { complete: false, size: undefined }),
      build('renamed'),
      build('retagged', { tags: [['channel', 'beta']] }),
      build('gone', { size: 7 }),
    ]
    const after = [
      build('new', { size: 5 }),
      build('retagged', { tags: [['channel', 'stable']] }),
      build('renamed', { name: 'build 2' }),
      build('finished', { complete: true, size: 2n ** 60n }),
      build('same'),
    ]
    const diff = diffListsNow('builds', before, after)

    expect(Array.from(diff.marks, changeKindOf)).toEqual([
      'added',
      'changed',
      'changed',
      'changed',
      'unchanged',
    ])
    expect(Array.from(diff.marks, changedFieldsOf)).toEqual([
      [],
      ['tags'],
      ['name'],
      ['complete', 'size'],
      [],
    ])
    // The old values, for the hover.
    expect(diff.before.get(3)).toBe(before[1])
    expect(diff.before.get(2)?.name).toBe('build renamed')
    expect([...diff.before.keys()].sort()).toEqual([1, 2, 3])
    expect(diff.removed).toEqual([before[4]])
    expect(diff.counts).toEqual({
      added: 1,
      removed: 1,
      changed: 3,
      unchanged: 1,
      fields: { complete: 1, size: 1, name: 1, tags: 1 },
      addedBytes: 5,
      removedBytes: 7,
    })
  })

  it('treats unknown sizes and times as values: unknown to unknown is no change', () => {
    const before = [build('a', { size: undefined }), build('b', { size: 3 }), build('c')]
    const after = [
      build('a', { size: undefined, createdAt: undefined }),
      build('b', { size: undefined }),
      build('c', { size: 2n ** 64n - 1n }),
    ]
    const diff = diffListsNow('builds', before, after)
    expect([...diff.marks]).toEqual([0, CHANGED_SIZE, CHANGED_SIZE])
  })

  it('keys by the kind’s id: ids such as __proto__ or constructor are ids like any other', () => {
    const ids = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '']
    const before = ids.map((id) => build(id))
    const after = [...ids.slice(1).map((id) => build(id)), build('prototype')]
    const diff = diffListsNow('builds', before, after)
    expect(Array.from(diff.marks, changeKindOf)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'added',
    ])
    expect(diff.removed.map((item) => item.buildId)).toEqual(['__proto__'])
  })

  it('keys avatars by upload id, and has no tags to compare for them', () => {
    const avatar = (uploadId: string, name = 'a.png'): Avatar => ({
      uploadId,
      name,
      createdAt: 1,
      size: 1,
      complete: true,
      url: undefined,
      warnings: [],
    })
    const diff = diffListsNow('avatars', [avatar('u1'), avatar('u2')], [avatar('u2', 'b.png')])
    expect([...diff.marks]).toEqual([CHANGED_NAME])
    expect(diff.removed.map((item) => item.uploadId)).toEqual(['u1'])
  })

  it('sums bytes exactly past 2^53, leaving unknown sizes out', () => {
    const big = 2n ** 62n
    const after = [build('a', { size: big }), build('b', { size: big }), build('c', { size: 1 })]
    const diff = diffListsNow('builds', [], [...after, build('d', { size: undefined })])
    expect(diff.counts.addedBytes).toBe(2n * big + 1n)
    expect(diffListsNow('builds', [], []).counts.addedBytes).toBe(0)
  })
})

describe('sameTags', () => {
  it('compares tags as a map: order does not matter, keys and values do', () => {
    const tags: Tags = [
      ['a', '1'],
      ['b', '2'],
    ]
    expect(sameTags(tags, [...tags].reverse())).toBe(true)
    expect(sameTags(tags, [['a', '1']])).toBe(false)
    expect(sameTags(tags, [tags[0]!, ['b', '3']])).toBe(false)
    expect(sameTags(tags, [tags[0]!, ['c', '2']])).toBe(false)
    expect(sameTags([], [])).toBe(true)
  })
})

/** Builds with ids drawn from a small pool, so lists overlap; each list's ids unique. */
const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', '__proto__', 'constructor', '1', '')
const size: fc.Arbitrary<Bytes | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(0, 1, 2),
  fc.constantFrom(2n ** 60n, 2n ** 64n - 1n),
)
const tags = fc.constantFrom<Tags>(
  [],
  [['k', '1']],
  [['k', '2']],
  [
    ['k', '1'],
    ['j', '1'],
  ],
)
const list = fc.uniqueArray(
  fc.record({
    id: ids,
    name: fc.constantFrom('x', 'y'),
    size,
    complete: fc.boolean(),
    tags,
  }),
  { selector: (item) => item.id, maxLength: 10 },
)
const toBuilds = (items: { id: string }[]) => items.map(({ id, ...fields }) => build(id, fields))

describe('diffListsNow, against a plain reading of the two lists', () => {
  it('agrees item by item, and its counts add up', () => {
    fc.assert(
      fc.property(list, list, (beforeSpec, afterSpec) => {
        const before = toBuilds(beforeSpec)
        const after = toBuilds(afterSpec)
        const diff = diffListsNow('builds', before, after)
        after.forEach((item, i) => {
          const old = before.find((candidate) => candidate.buildId === item.buildId)
          if (!old) return expect(diff.marks[i]).toBe(ADDED)
          const expected =
            (old.complete === item.complete ? 0 : CHANGED_COMPLETE) |
            (old.size === item.size ? 0 : CHANGED_SIZE) |
            (old.name === item.name ? 0 : CHANGED_NAME) |
            (sameTags(old.tags, item.tags) ? 0 : CHANGED_TAGS)
          expect(diff.marks[i]).toBe(expected)
          expect(diff.before.get(i)).toBe(expected ? old : undefined)
        })
        const kept = new Set(after.map((item) => item.buildId))
        expect(diff.removed).toEqual(before.filter((item) => !kept.has(item.buildId)))
        const { added, changed, unchanged, removed } = diff.counts
        expect(added + changed + unchanged).toBe(after.length)
        expect(removed + changed + unchanged).toBe(before.length)
        expect(diff.before.size).toBe(changed)
      }),
      { numRuns: 500 },
    )
  })
})

describe('diffLists', () => {
  it('gives the same diff as diffListsNow, once per pair of lists', async () => {
    const before = Array.from({ length: 20_000 }, (_, i) => build(`b${i}`))
    const after = Array.from({ length: 20_000 }, (_, i) =>
      build(`b${i + 5}`, { complete: i % 3 === 0 }),
    )
    const [beforeList, afterList] = [listModel(before), listModel(after)]
    const first = diffLists('builds', beforeList, afterList)
    expect(diffLists('builds', beforeList, afterList)).toBe(first)
    // Another response of the same items is diffed again.
    expect(diffLists('builds', beforeList, listModel(after.slice()))).not.toBe(first)
    expect(await first).toEqual(diffListsNow('builds', before, after))
  })
})

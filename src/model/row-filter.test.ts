import { listModel } from './list-model'
import { describe, expect, it } from 'vitest'
import { parseList } from '@/api/schemas'
import type { Build, Site, UploadSummary } from './list-items'
import { realisticGame, SAMPLE_NOW } from '@/test/sample'
import {
  filterCount,
  filterOrder,
  isFiltering,
  isStatusFilter,
  newRuleOfFilter,
  noFilter,
  withVisit,
  type RowFilter,
} from './row-filter'
import type { NewRule } from './is-new'
import { rowOrder } from './row-order'
import type { StatusClock } from './upload-status'

const HOUR = 60 * 60 * 1000
const NOW = Date.parse(SAMPLE_NOW)
const clock: StatusClock = { now: NOW, staleAfter: 24 * HOUR }

/** Builds with readable ids; `age` in hours before NOW. */
function build(name: string, buildId: string, uploadId: string, complete = true, age = 1): Build {
  return {
    buildId,
    tags: [],
    uploadId,
    name,
    createdAt: NOW - age * HOUR,
    size: 1,
    complete,
    warnings: [],
  }
}

const builds: Build[] = [
  build('Release 1.0', 'b-aaaa-1111', 'u-cafe-0001'),
  build('nightly 2026-10-31', 'b-bbbb-2222', 'u-cafe-0002', false, 11),
  build('abandoned upload', 'b-cccc-3333', 'u-dead-0003', false, 200 * 24),
  build('release 1.1', 'b-dddd-4444', 'u-beef-0004'),
  build('ビルド 東京 β', 'b-eeee-5555', 'u-beef-0005'),
]
const buildList = listModel(builds)

const identity = (items: readonly unknown[]) => Uint32Array.from(items.keys())

function namesFor(
  items: readonly UploadSummary[],
  filter: Partial<RowFilter>,
  order: Uint32Array = identity(items),
) {
  return Array.from(
    filterOrder(listModel(items), order, { ...noFilter, ...filter }, clock),
    (i) => items[i]?.name,
  )
}

describe('filterOrder', () => {
  it('returns the very same array when nothing is filtered', () => {
    const order = identity(builds)
    expect(filterOrder(buildList, order, noFilter, clock)).toBe(order)
    expect(filterOrder(buildList, order, { query: '   ', status: 'all' }, clock)).toBe(order)
  })

  it('searches names in any case', () => {
    expect(namesFor(builds, { query: 'release' })).toEqual(['Release 1.0', 'release 1.1'])
    expect(namesFor(builds, { query: 'RELEASE 1.1' })).toEqual(['release 1.1'])
    expect(namesFor(builds, { query: 'NiGhTlY' })).toEqual(['nightly 2026-10-31'])
  })

  it('ignores spaces around the search text, not inside it', () => {
    expect(namesFor(builds, { query: '  release 1.0 ' })).toEqual(['Release 1.0'])
    expect(namesFor(builds, { query: 'release  1.0' })).toEqual([])
  })

  it('finds non-ASCII names', () => {
    expect(namesFor(builds, { query: '東京' })).toEqual(['ビルド 東京 β'])
  })

  it('searches any part of the build id and the upload id, in any case', () => {
    expect(namesFor(builds, { query: 'cccc-33' })).toEqual(['abandoned upload'])
    expect(namesFor(builds, { query: 'B-DDDD' })).toEqual(['release 1.1'])
    expect(namesFor(builds, { query: 'cafe' })).toEqual(['Release 1.0', 'nightly 2026-10-31'])
    expect(namesFor(builds, { query: 'u-beef-0005' })).toEqual(['ビルド 東京 β'])
  })

  it('searches tags as `key:value`, `key: value` or either part, in any case', () => {
    const tagged: Build[] = [
      {
        ...build('hotfix', 'b-1', 'u-1'),
        tags: [
          ['version', '1.4.2'],
          ['current', 'true'],
        ],
      },
      { ...build('beta 2', 'b-2', 'u-2'), tags: [['channel', 'Beta']] },
      build('plain', 'b-3', 'u-3'),
    ]
    expect(namesFor(tagged, { query: 'channel:beta' })).toEqual(['beta 2'])
    expect(namesFor(tagged, { query: 'version: 1.4' })).toEqual(['hotfix'])
    expect(namesFor(tagged, { query: 'BETA' })).toEqual(['beta 2'])
    expect(namesFor(tagged, { query: 'current' })).toEqual(['hotfix'])
  })

  it('keeps the builds that have every tag filtered on', () => {
    const tagged: Build[] = [
      {
        ...build('a', 'b-1', 'u-1'),
        tags: [
          ['channel', 'beta'],
          ['version', '2'],
        ],
      },
      { ...build('b', 'b-2', 'u-2'), tags: [['channel', 'beta']] },
      {
        ...build('c', 'b-3', 'u-3'),
        tags: [
          ['channel', 'stable'],
          ['version', '2'],
        ],
      },
      build('d', 'b-4', 'u-4'),
    ]
    expect(namesFor(tagged, { tags: ['channel:beta'] })).toEqual(['a', 'b'])
    expect(namesFor(tagged, { tags: ['channel:beta', 'version'] })).toEqual(['a'])
    expect(namesFor(tagged, { tags: ['version:2'], status: 'complete' })).toEqual(['a', 'c'])
    expect(namesFor(tagged, { tags: ['nothing'] })).toEqual([])
    expect(isFiltering({ ...noFilter, tags: ['channel:beta'] })).toBe(true)
  })

  it('searches the site id of a CDN site', () => {
    const sites: Site[] = [
      { ...build('Landing page', '', 'u-1'), siteId: 'site-0f0f-aaaa' },
      { ...build('Docs v2', '', 'u-2'), siteId: 'site-1e1e-bbbb' },
    ].map(({ buildId: _unused, ...site }) => site)
    expect(namesFor(sites, { query: '1E1E' })).toEqual(['Docs v2'])
    expect(namesFor(sites, { query: 'site-' })).toEqual(['Landing page', 'Docs v2'])
  })

  it('finds nothing for text that is in no name or id', () => {
    expect(namesFor(builds, { query: 'no such build' })).toEqual([])
  })

  it.each([
    ['complete', ['Release 1.0', 'release 1.1', 'ビルド 東京 β']],
    ['uploading', ['nightly 2026-10-31']],
    ['stale', ['abandoned upload']],
    ['all', builds.map((item) => item.name)],
  ] as const)('filters status %s', (status, expected) => {
    expect(namesFor(builds, { status })).toEqual(expected)
  })

  it('combines search and status: a row must pass both', () => {
    expect(namesFor(builds, { query: 'release', status: 'complete' })).toEqual([
      'Release 1.0',
      'release 1.1',
    ])
    expect(namesFor(builds, { query: 'cafe', status: 'uploading' })).toEqual(['nightly 2026-10-31'])
    expect(namesFor(builds, { query: 'cafe', status: 'stale' })).toEqual([])
    expect(namesFor(builds, { query: 'u-dead', status: 'stale' })).toEqual(['abandoned upload'])
  })

  it('judges staleness by the clock it is given', () => {
    const later: StatusClock = { now: NOW + 14 * HOUR, staleAfter: 24 * HOUR }
    const stale = filterOrder(buildList, identity(builds), { query: '', status: 'stale' }, later)
    expect(Array.from(stale, (i) => builds[i]?.name)).toEqual([
      'nightly 2026-10-31',
      'abandoned upload',
    ])
  })

  it('keeps the order it is given, and filters only the rows in it', () => {
    expect(namesFor(builds, { query: 'release' }, Uint32Array.of(3, 2, 0))).toEqual([
      'release 1.1',
      'Release 1.0',
    ])
  })

  it('keeps the sort order, Complete, Stale, Uploading, when filtering a status-sorted list', () => {
    const order = rowOrder(buildList, { column: 'status', direction: 'asc' }, clock)
    expect(namesFor(builds, {}, order)).toEqual([
      'Release 1.0',
      'release 1.1',
      'ビルド 東京 β',
      'abandoned upload',
      'nightly 2026-10-31',
    ])
    // Input order has nightly first; the status order puts the stale one first.
    expect(namesFor(builds, { query: 'n' })).toEqual(['nightly 2026-10-31', 'abandoned upload'])
    expect(namesFor(builds, { query: 'n' }, order)).toEqual([
      'abandoned upload',
      'nightly 2026-10-31',
    ])
  })

  it('filters the realistic game: one stale and one uploading build at the sample time', () => {
    const realistic = parseList('builds', { builds: realisticGame().builds })
    expect(namesFor(realistic, { status: 'stale' })).toEqual(['abandoned upload'])
    expect(namesFor(realistic, { status: 'uploading' })).toEqual(['nightly 2026-10-31'])
    expect(namesFor(realistic, { status: 'complete' })).toHaveLength(realistic.length - 2)
    expect(namesFor(realistic, { query: 'BUILD 1' })).toEqual([
      'build 10',
      'build 100',
      'build 1',
      'build 11',
    ])
    const sites = parseList('sites', { sites: realisticGame().sites })
    expect(namesFor(sites, { status: 'stale' })).toEqual(['Event microsite'])
  })

  it('searches no other avatar field than name and ids (not the url)', () => {
    const avatars = parseList('avatars', { custom_avatars: realisticGame().avatars })
    expect(namesFor(avatars, { query: 'sample-avatars' })).toEqual([])
  })

  it('searches an avatar by name and upload id', () => {
    const avatars = parseList('avatars', { custom_avatars: realisticGame().avatars })
    const knight = avatars.find((avatar) => avatar.name === 'knight.png')
    if (!knight) throw new Error('no knight.png')
    expect(namesFor(avatars, { query: 'KNIGHT' })).toEqual(['knight.png'])
    expect(namesFor(avatars, { query: knight.uploadId.slice(-12).toUpperCase() })).toEqual([
      'knight.png',
    ])
  })
})

describe('filterCount', () => {
  it('counts the status, each tag and the period, never the search', () => {
    expect(filterCount(noFilter)).toBe(0)
    expect(filterCount({ ...noFilter, query: 'build' })).toBe(0)
    expect(filterCount({ ...noFilter, status: 'stale' })).toBe(1)
    expect(
      filterCount({ ...noFilter, status: 'new', tags: ['channel:beta', 'region'], from: 1 }),
    ).toBe(4)
    expect(filterCount({ ...noFilter, to: 5 })).toBe(1)
  })
})

describe('isFiltering and isStatusFilter', () => {
  it('calls blank text and all statuses no filter', () => {
    expect(isFiltering(noFilter)).toBe(false)
    expect(isFiltering({ query: ' \t', status: 'all' })).toBe(false)
    expect(isFiltering({ query: 'a', status: 'all' })).toBe(true)
    expect(isFiltering({ query: '', status: 'stale' })).toBe(true)
  })

  it('knows the four statuses, "new", and nothing else', () => {
    for (const status of ['all', 'complete', 'uploading', 'stale', 'new']) {
      expect(isStatusFilter(status)).toBe(true)
    }
    for (const status of ['Stale', 'failed', '', null]) expect(isStatusFilter(status)).toBe(false)
  })
})

describe('filterOrder by creation period (the chart)', () => {
  it('keeps the items created from `from` up to, not including, `to`', () => {
    const period = { from: NOW - 11 * HOUR, to: NOW - HOUR }
    expect(namesFor(builds, period)).toEqual(['nightly 2026-10-31'])
    expect(namesFor(builds, { ...period, to: NOW - HOUR + 1 })).toEqual([
      'Release 1.0',
      'nightly 2026-10-31',
      'release 1.1',
      'ビルド 東京 β',
    ])
  })

  it('takes an open end as open, and combines with the other filters', () => {
    expect(namesFor(builds, { to: NOW - 2 * HOUR })).toEqual([
      'nightly 2026-10-31',
      'abandoned upload',
    ])
    expect(namesFor(builds, { to: NOW - 2 * HOUR, status: 'stale' })).toEqual(['abandoned upload'])
    expect(isFiltering({ ...noFilter, from: NOW })).toBe(true)
  })

  it('leaves out items without a creation time', () => {
    const undated = [{ ...builds[0], createdAt: undefined } as Build, ...builds.slice(1)]
    expect(namesFor(undated, { from: 0 })).not.toContain('Release 1.0')
  })
})

describe('since and "New only"', () => {
  const since = NOW - 12 * HOUR

  it('marks without hiding: a since alone filters nothing', () => {
    const order = identity(builds)
    expect(isFiltering({ ...noFilter, since })).toBe(false)
    expect(filterOrder(buildList, order, { ...noFilter, since }, clock)).toBe(order)
  })

  it('"New only" keeps the items created after since, whatever their status', () => {
    expect(namesFor(builds, { status: 'new', since })).toEqual([
      'Release 1.0',
      'nightly 2026-10-31',
      'release 1.1',
      'ビルド 東京 β',
    ])
    expect(namesFor(builds, { status: 'new', since: NOW - 2 * HOUR })).toEqual([
      'Release 1.0',
      'release 1.1',
      'ビルド 東京 β',
    ])
  })

  it('combines "New only" with the search', () => {
    expect(namesFor(builds, { status: 'new', since, query: 'release' })).toEqual([
      'Release 1.0',
      'release 1.1',
    ])
  })

  it('counts an item created exactly at since, or with no time, as not new', () => {
    const exact = { ...build('exact', 'b-x', 'u-x'), createdAt: since }
    const timeless = { ...build('timeless', 'b-y', 'u-y'), createdAt: undefined }
    expect(namesFor([exact, timeless], { status: 'new', since })).toEqual([])
  })

  it('"New only" without a since lets every item through', () => {
    expect(namesFor(builds, { status: 'new' })).toHaveLength(builds.length)
  })
})

describe('new since the last visit', () => {
  // The last visit saw all but the nightly and the Japanese build.
  const visit: NewRule = {
    by: 'visit',
    lastVisit: { at: NOW - 48 * HOUR, ids: new Set(['b-aaaa-1111', 'b-cccc-3333', 'b-dddd-4444']) },
    idOf: (item) => (item as Build).buildId,
  }

  it('"New only" keeps the items the last visit did not hold, whenever they were created', () => {
    expect(namesFor(builds, { status: 'new', visit })).toEqual([
      'nightly 2026-10-31',
      'ビルド 東京 β',
    ])
  })

  it('gives way to a since, which decides what is new', () => {
    const since = NOW - 2 * HOUR
    expect(newRuleOfFilter({ ...noFilter, since, visit })).toEqual({ by: 'time', since })
    expect(namesFor(builds, { status: 'new', since, visit })).toEqual([
      'Release 1.0',
      'release 1.1',
      'ビルド 東京 β',
    ])
  })

  it('shows all when "New only" is asked for and nothing is new-able', () => {
    expect(withVisit({ ...noFilter, status: 'new' }, undefined).status).toBe('all')
    expect(withVisit({ ...noFilter, status: 'new' }, visit).status).toBe('new')
    expect(withVisit({ ...noFilter, status: 'stale' }, undefined).status).toBe('stale')
  })
})

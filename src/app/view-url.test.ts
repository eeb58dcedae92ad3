import { describe, expect, it } from 'vitest'
import { readViewState, writeViewState, type ViewState } from './view-url'

const defaults: ViewState = {
  game: undefined,
  tab: 'builds',
  sort: { column: 'created', direction: 'desc' },
  q: '',
  status: 'all',
  tags: [],
  from: undefined,
  to: undefined,
}

describe('readViewState', () => {
  it.each(['', '?', '?unrelated=1'])('gives the default view for %j', (search) => {
    expect(readViewState(search)).toEqual(defaults)
  })

  it('reads game, tab and sort', () => {
    expect(readViewState('?game=g-1&tab=avatars&sort=size.asc')).toEqual({
      ...defaults,
      game: 'g-1',
      tab: 'avatars',
      sort: { column: 'size', direction: 'asc' },
    })
  })

  it('reads a query string without the leading question mark', () => {
    expect(readViewState('tab=sites').tab).toBe('sites')
  })

  it.each(['cdn', 'Builds', 'sites ', ''])('falls back to the builds tab for tab=%j', (tab) => {
    expect(readViewState(`?tab=${encodeURIComponent(tab)}`).tab).toBe('builds')
  })

  it.each(['size', 'size.sideways', 'buildId.asc', 'name.asc.desc'])(
    'falls back to newest first for sort=%j',
    (sort) => {
      expect(readViewState(`?tab=sites&sort=${sort}`)).toEqual({
        ...defaults,
        tab: 'sites',
      })
    },
  )

  it('decodes and trims the game id, treating a blank one as no game', () => {
    expect(readViewState('?game=%20a%2Fb%3Fc%20').game).toBe('a/b?c')
    expect(readViewState('?game=%20%20').game).toBeUndefined()
    expect(readViewState('?game=').game).toBeUndefined()
  })
})

describe('writeViewState', () => {
  it('writes game, tab and sort', () => {
    const search = writeViewState('', {
      ...defaults,
      game: 'g-1',
      tab: 'sites',
      sort: { column: 'name', direction: 'asc' },
    })
    expect(search).toBe('?game=g-1&tab=sites&sort=name.asc')
  })

  it('leaves the game out when there is none', () => {
    expect(writeViewState('?game=old', defaults)).toBe('?tab=builds&sort=created.desc')
  })

  it('keeps query parameters it does not own', () => {
    const search = writeViewState('?debug=1&game=old&tab=avatars&lang=de', {
      ...defaults,
      game: 'new',
    })
    const params = new URLSearchParams(search)
    expect(params.get('debug')).toBe('1')
    expect(params.get('lang')).toBe('de')
    expect(params.get('game')).toBe('new')
    expect(params.getAll('tab')).toEqual(['builds'])
  })

  it('replaces duplicated parameters with one value', () => {
    const search = writeViewState('?tab=sites&tab=avatars&sort=a&sort=b', defaults)
    const params = new URLSearchParams(search)
    expect(params.getAll('tab')).toEqual(['builds'])
    expect(params.getAll('sort')).toEqual(['created.desc'])
  })

  it('round-trips through readViewState, even with awkward game ids', () => {
    const view: ViewState = {
      game: 'ゲーム & co/?#=1',
      tab: 'avatars',
      sort: { column: 'status', direction: 'desc' },
      q: '',
      status: 'all',
      tags: ['channel:beta', 'current'],
    }
    expect(readViewState(writeViewState('?x=y', view))).toEqual(view)
  })
})

describe('search and status filter in the URL', () => {
  it('reads q and status', () => {
    expect(readViewState('?q=nightly&status=stale')).toEqual({
      ...defaults,
      q: 'nightly',
      status: 'stale',
    })
  })

  it.each(['complete', 'uploading', 'stale', 'all'] as const)('reads status=%s', (status) => {
    expect(readViewState(`?status=${status}`).status).toBe(status)
  })

  it('decodes the search text and keeps it as typed, spaces and case included', () => {
    expect(readViewState('?q=%20Build%20%26%2010%20').q).toBe(' Build & 10 ')
    expect(readViewState('?q=ビルド+東京').q).toBe('ビルド 東京')
  })

  it.each(['Stale', 'failed', 'complete ', ''])(
    'falls back to all statuses for status=%j',
    (status) => {
      expect(readViewState(`?status=${encodeURIComponent(status)}`).status).toBe('all')
    },
  )

  it('writes q and status', () => {
    const params = new URLSearchParams(
      writeViewState('', { ...defaults, q: 'build 1&2', status: 'uploading' }),
    )
    expect(params.get('q')).toBe('build 1&2')
    expect(params.get('status')).toBe('uploading')
  })

  it('leaves out an empty search and the "all" status', () => {
    expect(writeViewState('', defaults)).toBe('?tab=builds&sort=created.desc')
    expect(writeViewState('?q=old&status=stale', { ...defaults, q: '', status: 'all' })).toBe(
      '?tab=builds&sort=created.desc',
    )
  })

  it('replaces duplicated q and status parameters with one value', () => {
    const params = new URLSearchParams(
      writeViewState('?q=a&q=b&status=stale&status=complete', {
        ...defaults,
        q: 'c',
        status: 'complete',
      }),
    )
    expect(params.getAll('q')).toEqual(['c'])
    expect(params.getAll('status')).toEqual(['complete'])
  })

  it('round-trips a search with awkward characters and a status', () => {
    const view: ViewState = { ...defaults, game: 'g', q: '50% & “quotes” #1 ?', status: 'stale' }
    expect(readViewState(writeViewState('?x=y', view))).toEqual(view)
  })
})

describe('tag filters in the URL', () => {
  it('reads every `tag`, in order: key:value or a bare key', () => {
    expect(readViewState('?tag=channel:beta&tag=current&tag=version:1.4.2').tags).toEqual([
      'channel:beta',
      'current',
      'version:1.4.2',
    ])
  })

  it('drops empty, repeated and overlong values, and keeps at most 8', () => {
    const many = Array.from({ length: 12 }, (_, index) => `tag=k${index}:v`).join('&')
    expect(readViewState(`?${many}`).tags).toHaveLength(8)
    expect(readViewState(`?tag=%20&tag=a:b&tag=a:b&tag=${'x'.repeat(201)}`).tags).toEqual(['a:b'])
  })

  it('writes one `tag` per filter, and none when there is none', () => {
    const view = { ...defaults, tags: ['channel:beta', 'region:東京'] }
    const params = new URLSearchParams(writeViewState('', view))
    expect(params.getAll('tag')).toEqual(['channel:beta', 'region:東京'])
    expect(new URLSearchParams(writeViewState('?tag=old', defaults)).has('tag')).toBe(false)
  })
})

describe('the chart period (from, to)', () => {
  const from = Date.UTC(2026, 9, 26)
  const to = Date.UTC(2026, 10, 2)

  it('reads RFC 3339 instants, and writes them back in UTC', () => {
    const view = readViewState('?from=2026-10-26T01:00:00%2B01:00&to=2026-11-02T00:00:00Z')
    expect(view).toEqual({ ...defaults, from, to })
    expect(writeViewState('', view)).toBe(
      '?tab=builds&sort=created.desc&from=2026-10-26T00%3A00%3A00Z&to=2026-11-02T00%3A00%3A00Z',
    )
  })

  it.each([
    ['?from=last-week', { from: undefined, to: undefined }],
    ['?from=2026-11-02T00:00:00Z&to=2026-10-26T00:00:00Z', { from: undefined, to: undefined }],
    ['?from=2026-10-26T00:00:00Z&to=soon', { from, to: undefined }],
    [`?to=${'9'.repeat(10_000)}`, { from: undefined, to: undefined }],
  ])('ignores what it cannot read in %s, keeping the rest of the view', (search, period) => {
    expect(readViewState(`${search}&tab=sites`)).toEqual({ ...defaults, tab: 'sites', ...period })
  })

  it('drops the period when it is cleared', () => {
    expect(writeViewState('?from=x&to=y&keep=1', { ...defaults, from: undefined })).toBe(
      '?keep=1&tab=builds&sort=created.desc',
    )
  })
})

describe('since in the URL', () => {
  it('keeps since as the URL gives it (the page reads it as a time), with "New only"', () => {
    const view = readViewState('?since=2026-10-31T14:00:00%2B02:00&status=new')
    expect(view.since).toBe('2026-10-31T14:00:00+02:00')
    expect(view.status).toBe('new')
    const params = new URLSearchParams(writeViewState('', view))
    expect(params.get('since')).toBe('2026-10-31T14:00:00+02:00')
    expect(params.get('status')).toBe('new')
  })

  it('drops "New only" without a since, and a blank since', () => {
    expect(readViewState('?status=new&since=%20&q=a')).toEqual({ ...defaults, q: 'a' })
  })

  it('keeps since through a change of game and tab', () => {
    const view = readViewState('?game=a&since=2026-10-31T12:00:00Z')
    const moved = readViewState(writeViewState('', { ...view, game: 'b', tab: 'sites' }))
    expect(moved.since).toBe('2026-10-31T12:00:00Z')
  })
})

import { describe, expect, it } from 'vitest'
import { defaultView, type View } from '@/model/view'
import { readViewUrl, writeViewUrl } from './view-url'

/** The view a query string names. */
const read = (search: string) => readViewUrl(search).view

const defaults: View = {
  game: null,
  tab: 'builds',
  sort: { column: 'created', direction: 'desc' },
  query: '',
  status: 'all',
  tags: [],
  from: undefined,
  to: undefined,
}

describe('readViewUrl', () => {
  it.each(['', '?', '?unrelated=1'])('gives the default view for %j', (search) => {
    expect(read(search)).toEqual(defaults)
  })

  it('reads game, tab and sort', () => {
    expect(read('?game=g-1&tab=avatars&sort=size.asc')).toEqual({
      ...defaults,
      game: 'g-1',
      tab: 'avatars',
      sort: { column: 'size', direction: 'asc' },
    })
  })

  it('reads a query string without the leading question mark', () => {
    expect(read('tab=sites').tab).toBe('sites')
  })

  it.each(['cdn', 'Builds', 'sites ', ''])('falls back to the builds tab for tab=%j', (tab) => {
    expect(read(`?tab=${encodeURIComponent(tab)}`).tab).toBe('builds')
  })

  it.each(['size', 'size.sideways', 'buildId.asc', 'name.asc.desc'])(
    'falls back to newest first for sort=%j',
    (sort) => {
      expect(read(`?tab=sites&sort=${sort}`)).toEqual({
        ...defaults,
        tab: 'sites',
      })
    },
  )

  it('decodes and trims the game id, treating a blank one as no game', () => {
    expect(read('?game=%20a%2Fb%3Fc%20').game).toBe('a/b?c')
    expect(read('?game=%20%20').game).toBeNull()
    expect(read('?game=').game).toBeNull()
  })

  it('leaves a search holding bidi or control characters out of the box, and says so', () => {
    const { view, problems } = readViewUrl(`?q=${encodeURIComponent('gnp\u202e.exe')}`)
    expect(view.query).toBe('')
    expect(problems).toEqual([
      '?q=gnp⟨U+202E⟩.exe holds control characters, shown here as ⟨U+…⟩, so the search was left empty.',
    ])
    expect(read('?q=%E6%9D%B1%E4%BA%AC%20beta').query).toBe('東京 beta')
  })
})

describe('writeViewUrl', () => {
  it('writes game, tab and sort', () => {
    const search = writeViewUrl('', {
      ...defaults,
      game: 'g-1',
      tab: 'sites',
      sort: { column: 'name', direction: 'asc' },
    })
    expect(search).toBe('?game=g-1&tab=sites&sort=name.asc')
  })

  it('leaves the game out when there is none', () => {
    expect(writeViewUrl('?game=old', defaults)).toBe('?tab=builds&sort=created.desc')
  })

  it('keeps query parameters it does not own', () => {
    const search = writeViewUrl('?debug=1&game=old&tab=avatars&lang=de', {
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
    const search = writeViewUrl('?tab=sites&tab=avatars&sort=a&sort=b', defaults)
    const params = new URLSearchParams(search)
    expect(params.getAll('tab')).toEqual(['builds'])
    expect(params.getAll('sort')).toEqual(['created.desc'])
  })

  it('round-trips through readView, even with awkward game ids', () => {
    const view: View = {
      game: 'ゲーム & co/?#=1',
      tab: 'avatars',
      sort: { column: 'status', direction: 'desc' },
      query: '',
      status: 'all',
      tags: ['channel:beta', 'current'],
    }
    expect(read(writeViewUrl('?x=y', view))).toEqual(view)
  })
})

describe('search and status filter in the URL', () => {
  it('reads q and status', () => {
    expect(read('?q=nightly&status=stale')).toEqual({
      ...defaults,
      query: 'nightly',
      status: 'stale',
    })
  })

  it.each(['complete', 'uploading', 'stale', 'all'] as const)('reads status=%s', (status) => {
    expect(read(`?status=${status}`).status).toBe(status)
  })

  it('decodes the search text and keeps it as typed, spaces and case included', () => {
    expect(read('?q=%20Build%20%26%2010%20').query).toBe(' Build & 10 ')
    expect(read('?q=ビルド+東京').query).toBe('ビルド 東京')
  })

  it.each(['Stale', 'failed', 'complete ', ''])(
    'falls back to all statuses for status=%j',
    (status) => {
      expect(read(`?status=${encodeURIComponent(status)}`).status).toBe('all')
    },
  )

  it('writes q and status', () => {
    const params = new URLSearchParams(
      writeViewUrl('', { ...defaults, query: 'build 1&2', status: 'uploading' }),
    )
    expect(params.get('q')).toBe('build 1&2')
    expect(params.get('status')).toBe('uploading')
  })

  it('leaves out an empty search and the "all" status', () => {
    expect(writeViewUrl('', defaults)).toBe('?tab=builds&sort=created.desc')
    expect(writeViewUrl('?q=old&status=stale', { ...defaults, query: '', status: 'all' })).toBe(
      '?tab=builds&sort=created.desc',
    )
  })

  it('replaces duplicated q and status parameters with one value', () => {
    const params = new URLSearchParams(
      writeViewUrl('?q=a&q=b&status=stale&status=complete', {
        ...defaults,
        query: 'c',
        status: 'complete',
      }),
    )
    expect(params.getAll('q')).toEqual(['c'])
    expect(params.getAll('status')).toEqual(['complete'])
  })

  it('round-trips a search with awkward characters and a status', () => {
    const view: View = { ...defaults, game: 'g', query: '50% & “quotes” #1 ?', status: 'stale' }
    expect(read(writeViewUrl('?x=y', view))).toEqual(view)
  })
})

describe('tag filters in the URL', () => {
  it('reads every `tag`, in order: key:value or a bare key', () => {
    expect(read('?tag=channel:beta&tag=current&tag=version:1.4.2').tags).toEqual([
      'channel:beta',
      'current',
      'version:1.4.2',
    ])
  })

  it('drops empty, repeated and overlong values, and keeps at most 8', () => {
    const many = Array.from({ length: 12 }, (_, index) => `tag=k${index}:v`).join('&')
    expect(read(`?${many}`).tags).toHaveLength(8)
    expect(read(`?tag=%20&tag=a:b&tag=a:b&tag=${'x'.repeat(201)}`).tags).toEqual(['a:b'])
  })

  it('writes one `tag` per filter, and none when there is none', () => {
    const view = { ...defaults, tags: ['channel:beta', 'region:東京'] }
    const params = new URLSearchParams(writeViewUrl('', view))
    expect(params.getAll('tag')).toEqual(['channel:beta', 'region:東京'])
    expect(new URLSearchParams(writeViewUrl('?tag=old', defaults)).has('tag')).toBe(false)
  })
})

describe('the chart period (from, to)', () => {
  const from = Date.UTC(2026, 9, 26)
  const to = Date.UTC(2026, 10, 2)

  it('reads RFC 3339 instants, and writes them back in UTC', () => {
    const view = read('?from=2026-10-26T01:00:00%2B01:00&to=2026-11-02T00:00:00Z')
    expect(view).toEqual({ ...defaults, from, to })
    expect(writeViewUrl('', view)).toBe(
      '?tab=builds&sort=created.desc&from=2026-10-26T00%3A00%3A00Z&to=2026-11-02T00%3A00%3A00Z',
    )
  })

  it.each([
    ['?from=last-week', { from: undefined, to: undefined }],
    ['?from=2026-11-02T00:00:00Z&to=2026-10-26T00:00:00Z', { from: undefined, to: undefined }],
    ['?from=2026-10-26T00:00:00Z&to=soon', { from, to: undefined }],
    [`?to=${'9'.repeat(10_000)}`, { from: undefined, to: undefined }],
  ])('ignores what it cannot read in %s, keeping the rest of the view', (search, period) => {
    expect(read(`${search}&tab=sites`)).toEqual({ ...defaults, tab: 'sites', ...period })
  })

  it('drops the period when it is cleared', () => {
    expect(writeViewUrl('?from=x&to=y&keep=1', { ...defaults, from: undefined })).toBe(
      '?keep=1&tab=builds&sort=created.desc',
    )
  })
})

describe('since in the URL', () => {
  it('keeps since as the URL gives it (the page reads it as a time), with "New only"', () => {
    const search = '?since=2026-10-31T14:00:00%2B02:00&status=new'
    const view = read(search)
    expect(view.since).toBe(Date.parse('2026-10-31T12:00:00Z'))
    expect(view.status).toBe('new')
    const params = new URLSearchParams(writeViewUrl(search, view))
    expect(params.get('since')).toBe('2026-10-31T14:00:00+02:00')
    expect(params.get('status')).toBe('new')
  })

  it('keeps "New only" without a since (the last visit may make items new), and drops a blank since', () => {
    expect(read('?status=new&since=%20&q=a')).toEqual({ ...defaults, query: 'a', status: 'new' })
  })

  it('reads a since in a year below 1000 as written, not as 19xx', () => {
    const view = read('?since=0099-01-01%2000:00:00Z&status=new')
    expect(new Date(view.since ?? 0).toISOString()).toBe('0099-01-01T00:00:00.000Z')
    expect(view.status).toBe('new')
  })

  it('keeps since through a change of game and tab', () => {
    const view = read('?game=a&since=2026-10-31T12:00:00Z')
    const moved = read(writeViewUrl('', { ...view, game: 'b', tab: 'sites' }))
    expect(moved.since).toBe(Date.parse('2026-10-31T12:00:00Z'))
  })
})

describe('what the URL could not be read as, named', () => {
  it('names a tag filter it left out: too long, or past the eighth', () => {
    const many = Array.from({ length: 9 }, (_, index) => `tag=k${index}`).join('&')
    expect(readViewUrl(`?${many}&tag=%20&tag=k0`).problems).toEqual([
      '?tag=k8 could not be read (a tag filter is at most 200 characters, and at most 8 apply), so it was left out.',
    ])
    const [problem] = readViewUrl(`?tag=${encodeURIComponent('\u202E' + 'y'.repeat(300))}`).problems
    expect(problem).toMatch(/^\?tag=⟨U\+202E⟩y+… \(301 characters\) could not be read/)
  })

  it('names a since that is not an RFC 3339 time, as text and bounded', () => {
    expect(readViewUrl('?since=2026-10-31T12:00:00Z').problems).toEqual([])
    const [problem] = readViewUrl(`?since=${encodeURIComponent('<i>soon</i>'.repeat(50))}`).problems
    expect(problem).toMatch(/^\?since=<i>soon<\/i>.*is not an RFC 3339 time/)
    expect(problem?.length).toBeLessThan(400)
  })

  it('names nothing for a URL it reads whole', () => {
    const search =
      '?game=g&tab=sites&sort=size.asc&q=x&status=stale&tag=a:b&from=2026-10-26T00:00:00Z'
    expect(readViewUrl(search).problems).toEqual([])
  })

  it.each([
    ['?tab=cdn', '?tab=cdn could not be read, so builds are shown.'],
    ['?sort=size.up', '?sort=size.up could not be read, so newest come first.'],
    ['?status=failed', '?status=failed could not be read, so every status is shown.'],
    ['?from=last-week', '?from=last-week could not be read, so the period has no start.'],
    ['?from=2026-10-26T00:00:00Z&to=soon', '?to=soon could not be read, so the period has no end.'],
  ])('%s', (search, problem) => {
    expect(readViewUrl(search).problems).toEqual([problem])
  })

  it('echoes what it names with its bidi controls made visible, bounded', () => {
    const [problem] = readViewUrl(
      `?tab=${encodeURIComponent('\u202E' + 'x'.repeat(5000))}`,
    ).problems
    expect(problem).toMatch(/^\?tab=⟨U\+202E⟩x/)
    expect(problem!.length).toBeLessThan(400)
  })

  it('keeps a since it could not read in the URL until a time is picked', () => {
    const search = '?since=soon&q=a'
    const { view } = readViewUrl(search)
    expect(new URLSearchParams(writeViewUrl(search, { ...view, query: 'b' })).get('since')).toBe(
      'soon',
    )
    expect(
      new URLSearchParams(writeViewUrl(search, { ...view, since: Date.UTC(2026, 9, 1) })).get(
        'since',
      ),
    ).toBe('2026-10-01T00:00:00Z')
  })
})

describe('an item in the URL', () => {
  const id = '3480a37e-6ed6-4efb-8153-c44447ae0a57'

  it('reads ?item= with its game, with or without a tab', () => {
    expect(readViewUrl(`?game=g&item=${id}`).view).toMatchObject({ item: id, tab: 'builds' })
    expect(readViewUrl(`?game=g&tab=sites&item=%20${id}%20`).view).toMatchObject({
      item: id,
      tab: 'sites',
    })
    expect(readViewUrl('?game=g&item=').view.item).toBeUndefined()
  })

  it('writes it after the view, and leaves it out when there is none', () => {
    const { view } = readViewUrl(`?game=g&item=${id}`)
    expect(writeViewUrl('', view)).toBe(`?game=g&tab=builds&sort=created.desc&item=${id}`)
    expect(writeViewUrl(`?item=${id}`, { ...view, item: undefined })).not.toContain('item=')
    expect(readViewUrl(writeViewUrl('', { ...view, item: 'a&b=c d' })).view.item).toBe('a&b=c d')
  })

  it.each([
    [
      'control characters',
      'abc\u202edef',
      '?item=abc⟨U+202E⟩def holds control characters, shown here as ⟨U+…⟩, so no item was opened.',
    ],
    [
      'too long',
      'a'.repeat(129),
      `?item=${'a'.repeat(129)} is 129 characters long; an id is at most 128, so no item was opened.`,
    ],
  ])('refuses an id that cannot be one (%s), in words', (_, value, problem) => {
    const { view, problems } = readViewUrl(`?game=g&item=${encodeURIComponent(value)}`)
    expect(view.item).toBeUndefined()
    expect(problems).toEqual([problem])
  })

  it('opens no item without a game, and says why', () => {
    const { view, problems } = readViewUrl(`?item=${id}`)
    expect(view.item).toBeUndefined()
    expect(problems).toEqual([`?item=${id} names no game (?game=), so no item was opened.`])
  })
})

describe('the overview’s view in the URL', () => {
  it('reads ?overview=lately, and names a value it cannot read', () => {
    expect(readViewUrl('?overview=lately').view.overview).toBe('lately')
    const { view, problems } = readViewUrl('?overview=charts')
    expect(view.overview).toBeUndefined()
    expect(problems).toEqual(['?overview=charts could not be read, so every game is shown.'])
  })

  it('writes it only without a game, keeping it in the view for the way back', () => {
    const lately = { ...defaultView, overview: 'lately' as const }
    expect(writeViewUrl('', lately)).toContain('overview=lately')
    expect(writeViewUrl('', { ...lately, game: 'g1' })).not.toContain('overview')
  })

  it('reads and writes the games’ order (?games-sort=), and names one it cannot read', () => {
    const stale = { column: 'builds.stale', desc: true }
    expect(readViewUrl('?games-sort=builds.stale.desc').view.overviewSort).toEqual(stale)
    expect(readViewUrl('?games-sort=game.asc').view.overviewSort).toEqual({
      column: 'game',
      desc: false,
    })
    expect(readViewUrl('').view.overviewSort).toBeUndefined()
    for (const text of ['builds.tags.desc', 'builds.stale', 'game.up', 'cdn.count.desc']) {
      const { view, problems } = readViewUrl(`?games-sort=${text}`)
      expect(view.overviewSort).toBeUndefined()
      expect(problems).toEqual([
        `?games-sort=${text} could not be read, so games are in name order.`,
      ])
    }
    const sorted = { ...defaultView, overviewSort: stale }
    expect(writeViewUrl('', sorted)).toContain('games-sort=builds.stale.desc')
    // Kept while a game is open, for the way back to every game.
    expect(writeViewUrl('', { ...sorted, game: 'g1' })).toContain('games-sort=builds.stale.desc')
  })
})

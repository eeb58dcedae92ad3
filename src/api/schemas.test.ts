import { describe, expect, it } from 'vitest'
import { realisticGame } from '@/test/sample'
import { InvalidResponseError } from './errors'
import { parseJsonExact } from './json'
import { parseList, parseGameList } from './schemas'

const wireBuild = {
  build_id: '1f0e4c6a-0000-4000-8000-000000000001',
  upload_id: '2a1b3c4d-0000-4000-8000-000000000001',
  display_name: 'build 9',
  create_ts: '2026-10-29T08:00:00Z',
  content_length: 536_883_257,
  complete: true,
}

/** Parses, expecting a failure, and returns the InvalidResponseError thrown. */
function failure(parse: () => unknown): InvalidResponseError {
  try {
    parse()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError)
    return error as InvalidResponseError
  }
  throw new Error('Expected the body to be rejected, but it parsed.')
}

describe('parseBuildList', () => {
  it('turns the wire list into camelCase builds with times as epoch milliseconds', () => {
    expect(parseList('builds', { builds: [wireBuild] })).toEqual([
      {
        buildId: '1f0e4c6a-0000-4000-8000-000000000001',
        uploadId: '2a1b3c4d-0000-4000-8000-000000000001',
        name: 'build 9',
        createdAt: Date.UTC(2026, 9, 29, 8),
        size: 536_883_257,
        complete: true,
        warnings: [],
        tags: [],
      },
    ])
  })

  it('parses every build of the realistic sample game, in the order sent', () => {
    const wire = realisticGame().builds
    const builds = parseList('builds', { builds: wire })
    expect(builds).toHaveLength(wire.length)
    expect(builds.map((build) => build.name)).toEqual(wire.map((build) => build.display_name))
    expect(builds.map((build) => build.createdAt)).toEqual(
      wire.map((build) => Date.parse(build.create_ts)),
    )
    expect(builds.filter((build) => !build.complete).map((build) => build.name)).toEqual([
      'nightly 2026-10-31',
      'abandoned upload',
    ])
  })

  it('accepts and drops fields it does not know', () => {
    const [build] = parseList('builds', {
      builds: [{ ...wireBuild, extra: 1 }],
      next_cursor: 'abc',
    })
    expect(build).not.toHaveProperty('extra')
    expect(Object.keys(build ?? {}).sort()).toEqual(
      ['buildId', 'complete', 'createdAt', 'name', 'size', 'tags', 'uploadId', 'warnings'].sort(),
    )
  })

  it('keeps the tags as key and value pairs in the order sent; none without `tags`', () => {
    const tags = { version: '2.4.1', channel: 'beta', current: 'true', 地域: '東京', '': '' }
    const other = { ...wireBuild, build_id: '1f0e4c6a-0000-4000-8000-000000000002' }
    const [tagged, untagged] = parseList('builds', { builds: [{ ...wireBuild, tags }, other] })
    expect(tagged?.tags).toEqual([
      ['version', '2.4.1'],
      ['channel', 'beta'],
      ['current', 'true'],
      ['地域', '東京'],
      ['', ''],
    ])
    expect(tagged?.warnings).toEqual([])
    expect(untagged?.tags).toEqual([])
    expect(untagged?.warnings).toEqual([])
  })

  it('keeps a `__proto__` tag as a tag, not as the prototype', () => {
    const [build] = parseList('builds', {
      builds: [{ ...wireBuild, tags: JSON.parse('{"__proto__": "x", "a": "b"}') as object }],
    })
    expect(build?.tags).toEqual([
      ['__proto__', 'x'],
      ['a', 'b'],
    ])
  })

  it.each([
    [null, 'tags null is not a map of text'],
    [['beta'], 'tags a list of 1 is not a map of text'],
    ['beta', 'tags "beta" is not a map of text'],
  ])('marks a build whose tags are %j instead of refusing the list', (tags, warning) => {
    const [build] = parseList('builds', { builds: [{ ...wireBuild, tags }] })
    expect(build?.tags).toEqual([])
    expect(build?.warnings).toEqual([warning])
  })

  it('keeps the text tags of a build with some that are not text, and says which', () => {
    const tags = { version: '1.0', build: 42, ok: 'yes', nested: { a: 1 }, flag: true }
    const [build] = parseList('builds', { builds: [{ ...wireBuild, tags }] })
    expect(build?.tags).toEqual([
      ['version', '1.0'],
      ['ok', 'yes'],
    ])
    expect(build?.warnings).toEqual(['tag "build" is 42 (and 2 more), not text'])
  })

  it('accepts an empty list', () => {
    expect(parseList('builds', { builds: [] })).toEqual([])
  })

  it.each([
    ['2026-10-29T08:00:00.123Z', Date.UTC(2026, 9, 29, 8, 0, 0, 123)],
    ['2026-10-29T10:00:00+02:00', Date.UTC(2026, 9, 29, 8)],
    ['2026-10-29t08:00:00z', Date.UTC(2026, 9, 29, 8)],
  ])('reads the RFC 3339 timestamp %s', (createTs, expected) => {
    const [build] = parseList('builds', { builds: [{ ...wireBuild, create_ts: createTs }] })
    expect(build?.createdAt).toBe(expected)
  })

  it('accepts a zero-byte build', () => {
    const [build] = parseList('builds', { builds: [{ ...wireBuild, content_length: 0 }] })
    expect(build?.size).toBe(0)
  })
})

describe('content_length above 2^53, from the wire', () => {
  const wireText = (digits: string) =>
    JSON.stringify({ builds: [wireBuild] }).replace('536883257', digits)

  it('keeps every digit, up to 2^64 − 1', () => {
    const [build] = parseList('builds', parseJsonExact(wireText('18446744073709551615')))
    expect(build?.size).toBe(18446744073709551615n)
  })

  it('gives a plain number for 16-digit sizes a double holds exactly', () => {
    const [build] = parseList('builds', parseJsonExact(wireText('9007199254740991')))
    expect(build?.size).toBe(9007199254740991)
  })

  it('shows a size above 2^64 − 1 as unknown, quoting it exactly in the warning', () => {
    const [build] = parseList('builds', parseJsonExact(wireText('18446744073709551616')))
    expect(build?.size).toBeUndefined()
    expect(build?.warnings).toEqual([
      'content_length 18446744073709551616 is more than 2^64 − 1 bytes',
    ])
  })
})

describe('a body that is not a list', () => {
  it.each([
    ['null', null, ''],
    ['a string', 'builds', ''],
    ['an array', [], 'builds'],
    ['an object without the list', { items: [] }, 'builds'],
    ['the list as an object', { builds: {} }, 'builds'],
    ['the list as null', { builds: null }, 'builds'],
  ])('rejects %s', (_, body, path) => {
    const error = failure(() => parseList('builds', body, 'ray-1'))
    expect(error.path).toBe(path)
    expect(error.rayId).toBe('ray-1')
    if (path) expect(error.message).toContain('"builds"')
    else expect(error.message).toContain('the body')
  })

  it('says the body should be an object when it is null', () => {
    expect(failure(() => parseList('builds', null)).message).toMatch(/body should be an object/)
  })

  it('says the list is missing when the wrapper is absent', () => {
    expect(failure(() => parseList('builds', {})).message).toMatch(/"builds" is missing/)
  })

  it('says the list should be a list when it has the wrong type', () => {
    expect(failure(() => parseList('builds', { builds: 'none' })).message).toMatch(
      /"builds" should be a list/,
    )
  })
})

describe('an item that breaks the contract', () => {
  const withSecond = (change: Record<string, unknown>, drop?: string) => {
    const second: Record<string, unknown> = { ...wireBuild, build_id: 'second', ...change }
    if (drop) delete second[drop]
    return { builds: [wireBuild, second] }
  }

  it.each([
    ['a missing id', withSecond({}, 'build_id'), 'build_id', /is missing/],
    ['a missing upload id', withSecond({}, 'upload_id'), 'upload_id', /is missing/],
    ['a missing complete', withSecond({}, 'complete'), 'complete', /is missing/],
    ['a missing size', withSecond({}, 'content_length'), 'content_length', /is missing/],
    ['a missing time', withSecond({}, 'create_ts'), 'create_ts', /is missing/],
    ['complete as "yes"', withSecond({ complete: 'yes' }), 'complete', /"yes"/],
    ['a name that is null', withSecond({ display_name: null }), 'display_name', /null/],
    ['an id that is a number', withSecond({ build_id: 7 }), 'build_id', /string/],
  ])('refuses the list for %s, naming item 1 and the field', (_, body, field, detail) => {
    const error = failure(() => parseList('builds', body, 'ray-item'))
    expect(error.path).toBe(`builds[1].${field}`)
    expect(error.message).toContain(`item 1 of "builds"`)
    expect(error.message).toContain(`field "${field}"`)
    expect(error.message).toMatch(detail)
    expect(error.rayId).toBe('ray-item')
  })

  it.each([
    ['a size sent as a string', withSecond({ content_length: '5' }), 'size', /"5"/],
    ['a negative size', withSecond({ content_length: -1 }), 'size', /-1 is not/],
    ['a fractional size', withSecond({ content_length: 1.5 }), 'size', /1\.5/],
    [
      'a date that is not RFC 3339',
      withSecond({ create_ts: 'yesterday' }),
      'createdAt',
      /RFC 3339/,
    ],
    ['a date without a zone', withSecond({ create_ts: '2026-10-29T08:00:00' }), 'createdAt', /RFC/],
    ['an impossible date', withSecond({ create_ts: '2026-02-30T00:00:00Z' }), 'createdAt', /RFC/],
    ['a date as a number', withSecond({ create_ts: 1_700_000_000 }), 'createdAt', /RFC/],
  ])('keeps the list for %s: the value is unknown and the item warns', (_, body, key, warning) => {
    const [first, second] = parseList('builds', body)
    expect(first?.warnings).toEqual([])
    expect(second?.[key as 'size' | 'createdAt']).toBeUndefined()
    expect(second?.warnings).toHaveLength(1)
    expect(second?.warnings[0]).toMatch(warning)
  })

  it('keeps a time far in the future but warns that the clock may be wrong', () => {
    const [, second] = parseList('builds', withSecond({ create_ts: '2099-01-01T00:00:00Z' }))
    expect(second?.createdAt).toBe(Date.UTC(2099, 0, 1))
    expect(second?.warnings[0]).toMatch(/far in the future/)
  })

  it('quotes a far-future time with a 1 MB fraction only in part, saying how long it was', () => {
    const createTs = `2099-01-01T00:00:00.${'0'.repeat(1_000_000)}Z`
    const [, second] = parseList('builds', withSecond({ create_ts: createTs }))
    expect(second?.createdAt).toBe(Date.UTC(2099, 0, 1))
    expect(second?.warnings).toEqual([
      `create_ts 2099-01-01T00:00:00.${'0'.repeat(20)}… (1,000,021 characters) is far in the future: the server's clock may be wrong`,
    ])
  })

  it('shows a bidi isolate or mark in a time it cannot read as ⟨U+…⟩', () => {
    const [, second] = parseList('builds', withSecond({ create_ts: '\u20662099-01-01\u200F' }))
    expect(second?.warnings).toEqual([
      'create_ts "⟨U+2066⟩2099-01-01⟨U+200F⟩" is not an RFC 3339 time',
    ])
  })

  it('warns about an empty name and about ids used twice', () => {
    const builds = parseList('builds', {
      builds: [wireBuild, { ...wireBuild, display_name: ' ' }, { ...wireBuild, build_id: 'other' }],
    })
    expect(builds.map((build) => build.warnings)).toEqual([
      ['2 items share this build_id'],
      ['display_name is empty', '2 items share this build_id'],
      [],
    ])
  })

  it('rejects an item that is null, naming its index', () => {
    const error = failure(() => parseList('builds', { builds: [wireBuild, wireBuild, null] }))
    expect(error.path).toBe('builds[2]')
    expect(error.message).toContain('item 2 of "builds"')
  })

  it('reports the first bad item when several are bad', () => {
    const error = failure(() =>
      parseList('builds', {
        builds: [wireBuild, { ...wireBuild, complete: 1 }, { ...wireBuild, content_length: -1 }],
      }),
    )
    expect(error.path).toBe('builds[1].complete')
  })

  it('carries no ray id when none was given', () => {
    expect(failure(() => parseList('builds', { builds: [null] })).rayId).toBeUndefined()
  })
})

describe('parseSiteList', () => {
  it('parses the realistic sample sites into camelCase sites', () => {
    const wire = realisticGame().sites
    const sites = parseList('sites', { sites: wire })
    expect(sites).toHaveLength(wire.length)
    expect(sites[0]).toEqual({
      siteId: wire[0]?.site_id,
      uploadId: wire[0]?.upload_id,
      name: 'Landing page',
      createdAt: Date.parse(wire[0]?.create_ts ?? ''),
      size: wire[0]?.content_length,
      complete: true,
      warnings: [],
    })
  })

  it('names the site list in its errors', () => {
    const error = failure(() => parseList('sites', { sites: [{ ...wireBuild, site_id: 7 }] }, 'r'))
    expect(error.path).toBe('sites[0].site_id')
    expect(error.message).toContain('item 0 of "sites"')
  })

  it('does not accept a build list in place of a site list', () => {
    expect(failure(() => parseList('sites', { builds: [wireBuild] })).path).toBe('sites')
  })
})

describe('parseAvatarList', () => {
  const wireAvatar = {
    upload_id: wireBuild.upload_id,
    display_name: 'knight.png',
    create_ts: wireBuild.create_ts,
    content_length: 49_463,
    complete: true,
  }

  it('keeps the url of a finished avatar', () => {
    const [avatar] = parseList('avatars', {
      custom_avatars: [{ ...wireAvatar, url: 'https://cdn.example.com/a.png' }],
    })
    expect(avatar).toEqual({
      uploadId: wireAvatar.upload_id,
      name: 'knight.png',
      createdAt: Date.parse(wireAvatar.create_ts),
      size: wireAvatar.content_length,
      complete: true,
      url: 'https://cdn.example.com/a.png',
      warnings: [],
    })
  })

  it('accepts an avatar without a url', () => {
    const [avatar] = parseList('avatars', { custom_avatars: [{ ...wireAvatar, complete: false }] })
    expect(avatar?.url).toBeUndefined()
    expect(avatar?.complete).toBe(false)
  })

  it('reads a null url as none, as the real server leaves it out for unfinished uploads', () => {
    const [avatar] = parseList('avatars', { custom_avatars: [{ ...wireAvatar, url: null }] })
    expect(avatar?.url).toBeUndefined()
    expect(avatar?.warnings).toEqual([])
  })

  it('rejects a url that is not a string', () => {
    const error = failure(() =>
      parseList('avatars', { custom_avatars: [{ ...wireAvatar, url: 5 }] }),
    )
    expect(error.path).toBe('custom_avatars[0].url')
  })

  it('parses the realistic sample avatars: urls only on finished ones', () => {
    const wire = realisticGame().avatars
    const avatars = parseList('avatars', { custom_avatars: wire })
    expect(avatars).toHaveLength(wire.length)
    for (const avatar of avatars) expect(Boolean(avatar.url)).toBe(avatar.complete)
  })
})

describe('parseGameList', () => {
  it('keeps id and display name of each game, dropping the rest', () => {
    const games = parseGameList({
      games: [
        {
          game_id: 'g-1',
          name_id: 'space-raiders',
          display_name: 'Space Raiders',
          developer: { group_id: 'x', display_name: 'Nebula Forge' },
          total_player_count: 1284,
        },
      ],
    })
    expect(games).toEqual([{ id: 'g-1', name: 'Space Raiders' }])
  })

  it('keeps a logo_url as sent, and drops one that is empty or not text', () => {
    const game = { game_id: 'g-1', display_name: 'G' }
    const games = parseGameList({
      games: [
        { ...game, logo_url: 'https://cdn.example.com/logo.png' },
        { ...game, logo_url: '/sample-logos/g.png' },
        { ...game, logo_url: null },
        { ...game, logo_url: 42 },
        { ...game, logo_url: '' },
      ],
    })
    expect(games.map((parsed) => parsed.logoUrl)).toEqual([
      'https://cdn.example.com/logo.png',
      '/sample-logos/g.png',
      undefined,
      undefined,
      undefined,
    ])
  })

  it('rejects a game without a display name', () => {
    const error = failure(() => parseGameList({ games: [{ game_id: 'g-1' }] }, 'ray-g'))
    expect(error.path).toBe('games[0].display_name')
    expect(error.rayId).toBe('ray-g')
  })
})

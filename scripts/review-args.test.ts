// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_OUT, parseReviewArgs, REFERENCE_GAME } from './review-args.ts'

const NOW = new Date('2026-11-21T19:46:31.512Z')
const parse = (argv: string[], env: Record<string, string | undefined> = {}) =>
  parseReviewArgs(argv, env, NOW)

describe('parseReviewArgs', () => {
  it('needs only --game: the reference API, the default folder and now, to the second', () => {
    expect(parse(['--game', REFERENCE_GAME])).toEqual({
      kind: 'run',
      options: {
        game: REFERENCE_GAME,
        api: undefined,
        out: DEFAULT_OUT,
        asof: '2026-11-21T19:46:31.000Z',
        token: undefined,
        compare: undefined,
      },
    })
  })

  it('takes every option, in both spellings, and trims the API URL', () => {
    const parsed = parse([
      '--game=g1',
      '--api',
      'https://api.example.com/v1/',
      '--out',
      'out/dir',
      '--asof',
      '2026-11-01T13:00:00+01:00',
      '--token',
      ' t0k ',
      '--compare',
      ' review-2026-10/ ',
    ])
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        game: 'g1',
        api: 'https://api.example.com/v1',
        out: 'out/dir',
        asof: '2026-11-01T12:00:00.000Z',
        token: 't0k',
        compare: 'review-2026-10/',
      },
    })
  })

  it('reads the token from REVIEW_TOKEN unless --token is given', () => {
    const fromEnv = parse(['--game', 'g'], { REVIEW_TOKEN: 'env' })
    expect(fromEnv.kind === 'run' && fromEnv.options.token).toBe('env')
    const fromFlag = parse(['--game', 'g', '--token', 'flag'], { REVIEW_TOKEN: 'env' })
    expect(fromFlag.kind === 'run' && fromFlag.options.token).toBe('flag')
  })

  it('asks for help', () => {
    expect(parse(['--help'])).toEqual({ kind: 'help' })
    expect(parse(['-h', '--game', 'g'])).toEqual({ kind: 'help' })
  })

  it.each([
    [[], /--game is required/],
    [['--game', '  '], /--game is required/],
    [['--game'], /argument missing/],
    [['--game', 'g', '--bogus'], /Unknown option '--bogus'/],
    [['--game', 'g', 'extra'], /positional argument/],
    [['--game', 'g', '--api', 'ftp://host'], /--api must be an http\(s\) URL/],
    [['--game', 'g', '--api', 'localhost:8787'], /--api must be an http\(s\) URL/],
    [['--game', 'g', '--asof', '2026-11-01'], /--asof must be an RFC 3339 time/],
    [['--game', 'g', '--asof', '2026-02-30T00:00:00Z'], /--asof must be an RFC 3339 time/],
    [['--game', 'g', '--compare', ' '], /--compare needs an earlier review folder or a snapshot/],
    [['--game', 'g', '--compare'], /argument missing/],
  ])('refuses %j with one line saying what to do', (argv, message) => {
    const parsed = parse(argv)
    expect(parsed.kind).toBe('error')
    if (parsed.kind !== 'error') return
    expect(parsed.message).toMatch(message)
    expect(parsed.message).not.toContain('\n')
  })
})

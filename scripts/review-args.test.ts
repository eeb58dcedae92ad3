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
        tokenStdin: false,
        compare: undefined,
        dashboard: undefined,
        overview: false,
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
      '--token-stdin',
      '--compare',
      ' review-2026-10/ ',
      '--dashboard',
      ' https://ops.example.com/tools/dashboard?theme=dark ',
      '--overview',
    ])
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        game: 'g1',
        api: 'https://api.example.com/v1',
        out: 'out/dir',
        asof: '2026-11-01T12:00:00.000Z',
        token: undefined,
        tokenStdin: true,
        compare: 'review-2026-10/',
        dashboard: 'https://ops.example.com/tools/dashboard?theme=dark',
        overview: true,
      },
    })
  })

  it('reads the token from REVIEW_TOKEN, or from standard input when --token-stdin asks', () => {
    const fromEnv = parse(['--game', 'g'], { REVIEW_TOKEN: ' env\n' })
    expect(fromEnv.kind === 'run' && fromEnv.options).toMatchObject({
      token: 'env',
      tokenStdin: false,
    })
    const fromStdin = parse(['--game', 'g', '--token-stdin'], { REVIEW_TOKEN: 'env' })
    expect(fromStdin.kind === 'run' && fromStdin.options).toMatchObject({
      token: undefined,
      tokenStdin: true,
    })
  })

  it.each([
    [['--game', 'g', '--token', 's3cret-t0ken']],
    [['--token=s3cret-t0ken', '--game', 'g']],
    [['--game', 'g', '--token']],
  ])('refuses a token on the command line, %j, without echoing it', (argv) => {
    const parsed = parse(argv, { REVIEW_TOKEN: 'env' })
    expect(parsed).toEqual({
      kind: 'error',
      message:
        '--token is not taken: a command line is echoed by npm and shown by ps to other users of this machine, so treat a token given there as seen and replace it. Pass it in the REVIEW_TOKEN environment variable (REVIEW_TOKEN=… npm run review -- …) or on standard input with --token-stdin (… | npm run review -- … --token-stdin).',
    })
  })

  it('names what makes REVIEW_TOKEN unusable as a token, never showing the character itself', () => {
    expect(parse(['--game', 'g'], { REVIEW_TOKEN: 'abc\u202edef' })).toEqual({
      kind: 'error',
      message:
        'REVIEW_TOKEN: The token holds an invisible character (U+202E) at character 4: a token is letters, digits and punctuation only. Paste it again without it.',
    })
  })

  it('says which dashboard address it refuses, in words', () => {
    expect(parse(['--game', 'g', '--dashboard', 'ftp://dash.example.com'])).toEqual({
      kind: 'error',
      message:
        '--dashboard must be an http(s) URL where operators open the dashboard, like https://dashboard.example.com, not "ftp://dash.example.com".',
    })
    expect(parse(['--game', 'g', '--dashboard', 'https://ops:pw@dash.example.com'])).toEqual({
      kind: 'error',
      message:
        '--dashboard must not hold a user name or password: every link in changes.html would carry them. Give the address without them; the dashboard asks for its token itself.',
    })
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
    [['--game', 'g', '--dashboard'], /argument missing/],
    [['--game', 'g', '--dashboard', ' '], /--dashboard must be an http\(s\) URL/],
    [['--game', 'g', '--dashboard', 'dashboard.example.com'], /--dashboard must be an http\(s\)/],
    [['--game', 'g', '--dashboard', 'javascript:alert(1)'], /--dashboard must be an http\(s\)/],
    [['--game', 'g', '--dashboard', 'file:///srv/dash/'], /--dashboard must be an http\(s\)/],
    [['--game', 'g', '--dashboard', 'https://dash example.com'], /--dashboard must be an http/],
    [['--game', 'g', '--dashboard', 'https://dash\u0000\n.com'], /not "https:\/\/dash⟨U\+0000⟩/],
    [['--game', 'g', '--dashboard', 'https://ops:pw@dash.example.com'], /must not hold a user/],
  ])('refuses %j with one line saying what to do', (argv, message) => {
    const parsed = parse(argv)
    expect(parsed.kind).toBe('error')
    if (parsed.kind !== 'error') return
    expect(parsed.message).toMatch(message)
    expect(parsed.message).not.toContain('\n')
  })
})

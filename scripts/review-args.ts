import { parseArgs } from 'node:util'
import { listKindNames, listKinds } from '../src/model/list-kinds.ts'
import { isRfc3339 } from '../src/lib/rfc-3339.ts'
import { tokenProblem } from '../src/api/token-problem.ts'
import { markControls } from '../src/lib/bound-text.ts'
import { OUT_MARKER } from './review-out.ts'
import { dashboardProblem } from './review-dashboard-link.ts'

export const REFERENCE_GAME = 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c'
export const DEFAULT_OUT = 'review'

const TAB_LABELS = listKindNames.map((kind) => listKinds[kind].label).join(', ')

export const HELP = `npm run review -- --game <id> [--api <url>] [--out <dir>] [--asof <time>] [--token-stdin]
                  [--compare <earlier review folder or snapshot file>] [--dashboard <url>]
                  [--overview]

Renders every tab of a game (${TAB_LABELS}; light and dark; every row) to PNG
files, plus an index.html that shows them side by side with each tab's totals, and a
snapshot.json of the game's lists that a later review (or the dashboard) can compare with.

  --game <id>     the game to review (required)
  --api <url>     the game cloud API, e.g. https://api.example.com; without it, the built-in
                  reference API with sample data: npm run review -- --game ${REFERENCE_GAME}
  --out <dir>     where to write the PNGs and index.html (default: ${DEFAULT_OUT}/): a new or
                  empty folder, or one an earlier review made (it holds ${OUT_MARKER}), whose
                  review files are replaced and other files left alone
  --asof <time>   the instant every tab is shown at, RFC 3339 (default: now), e.g.
                  2026-11-01T12:00:00Z
  --token-stdin   read the API token from standard input (a pipe or a file), e.g.
                  pass show review-token | npm run review -- --game <id> --token-stdin
                  Without it, the token is taken from the REVIEW_TOKEN environment variable.
                  It is never taken from the command line, where others can see it.
  --compare <path>  an earlier review folder (its snapshot.json) or a file saved by Export
                  JSON: adds changes.html, "Changes since <date>", with each tab's added,
                  removed and changed items, and their counts beside each tab in index.html
  --dashboard <url>  with --compare: where operators open the dashboard, e.g.
                  https://dashboard.example.com; each added and changed item's name in
                  changes.html links to the dashboard at that item (?game=…&tab=…&item=<id>).
                  Without it, changes.html links no item and says so at the top
  --overview      also the start page, every game at a glance (All games), light and dark,
                  once every game's lists have come: overview-light.png and overview-dark.png
  -h, --help      this text

Exits 1 before capturing anything when the --compare file cannot be read or is not a snapshot
of this game, or when --out already holds files but is not a folder an earlier review made.
Exits 1 when the game does not exist, a tab fails to load or the API cannot be reached; the
PNGs and index.html are still written when the page could be opened.`

export type ReviewOptions = {
  game: string
  /** Undefined: the reference API the preview server answers itself. */
  api: string | undefined
  out: string
  /** The instant every capture is made at, as an ISO string in UTC. */
  asof: string
  /** From REVIEW_TOKEN; with `tokenStdin`, undefined until standard input is read. */
  token: string | undefined
  /** `--token-stdin`: the token is read from standard input (review-token.ts). */
  tokenStdin: boolean
  /** `--compare`: an earlier review folder or a snapshot file, as given. */
  compare: string | undefined
  /** `--dashboard`: the dashboard's address, for changes.html's links; undefined: no links. */
  dashboard: string | undefined
  /** `--overview`: the start page's overview of every game is captured too. */
  overview: boolean
}

export type ParsedArgs =
  { kind: 'run'; options: ReviewOptions } | { kind: 'help' } | { kind: 'error'; message: string }

/** How to give the review a token; never on its command line. */
export const TOKEN_WAYS =
  'Pass it in the REVIEW_TOKEN environment variable (REVIEW_TOKEN=… npm run review -- …) or on standard input with --token-stdin (… | npm run review -- … --token-stdin).'

/**
 * npm echoes a script's command line and `ps` shows it to every user of the machine: a token
 * given there is refused (and not echoed), whatever else the line holds.
 */
const TOKEN_ARGUMENT = /^--token(?:=|$)/

function checkApi(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined
  } catch {
    // Reported below.
  }
  return `--api must be an http(s) URL like https://api.example.com, not "${value}".`
}

/** Reads the command line; `now` and `env` are parameters so tests can fix them. */
export function parseReviewArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  now: Date,
): ParsedArgs {
  if (argv.some((arg) => TOKEN_ARGUMENT.test(arg))) {
    return {
      kind: 'error',
      message: `--token is not taken: a command line is echoed by npm and shown by ps to other users of this machine, so treat a token given there as seen and replace it. ${TOKEN_WAYS}`,
    }
  }
  let values
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        game: { type: 'string' },
        api: { type: 'string' },
        out: { type: 'string' },
        asof: { type: 'string' },
        'token-stdin': { type: 'boolean' },
        compare: { type: 'string' },
        dashboard: { type: 'string' },
        overview: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    return { kind: 'error', message: `${(error as Error).message} (see --help).` }
  }
  if (values.help) return { kind: 'help' }

  const game = values.game?.trim()
  if (!game) {
    return {
      kind: 'error',
      message: `--game is required, e.g. npm run review -- --game ${REFERENCE_GAME} (see --help).`,
    }
  }
  const apiProblem = values.api === undefined ? undefined : checkApi(values.api)
  if (apiProblem) return { kind: 'error', message: apiProblem }
  if (values.asof !== undefined && !isRfc3339(values.asof)) {
    return {
      kind: 'error',
      message: `--asof must be an RFC 3339 time like 2026-11-01T12:00:00Z, not "${values.asof}".`,
    }
  }
  if (values.compare !== undefined && values.compare.trim() === '') {
    return {
      kind: 'error',
      message: '--compare needs an earlier review folder or a snapshot file (see --help).',
    }
  }
  const dashboard = values.dashboard?.trim()
  const dashboardWrong = dashboard === undefined ? undefined : dashboardProblem(dashboard)
  if (dashboardWrong) return { kind: 'error', message: dashboardWrong }
  const tokenStdin = values['token-stdin'] ?? false
  // --token-stdin is asked for by name: it wins over a REVIEW_TOKEN left in the environment.
  const token = tokenStdin ? undefined : env.REVIEW_TOKEN?.trim() || undefined
  const tokenWrong = token === undefined ? undefined : tokenProblem(token)
  if (tokenWrong) return { kind: 'error', message: `REVIEW_TOKEN: ${markControls(tokenWrong)}` }
  const out = values.out?.trim() || DEFAULT_OUT
  return {
    kind: 'run',
    options: {
      game,
      api: values.api?.replace(/\/+$/, ''),
      out,
      // Whole seconds by default: the instant is shown in the index and needs no milliseconds.
      asof: new Date(values.asof ?? Math.floor(now.getTime() / 1000) * 1000).toISOString(),
      token,
      tokenStdin,
      compare: values.compare?.trim(),
      dashboard: dashboard === undefined ? undefined : new URL(dashboard).href,
      overview: values.overview ?? false,
    },
  }
}

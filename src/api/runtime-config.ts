import * as v from 'valibot'
import { requestJson } from './client'
import { ApiError, InvalidResponseError } from './errors'
import { parseOrigin } from '@/lib/origin'
import { parseWith } from './parse'
import { DEFAULT_STALE_AFTER_HOURS } from '@/model/upload-status'

/** An address requests can go to: an http(s) URL, or a path on the page's own origin. */
const isHttpAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value, 'https://page.invalid/').protocol)
  } catch {
    return false
  }
}

/**
 * A user name or password in the address would go with every request and be echoed in every
 * message: refused, and named without them.
 */
const noCredentials = v.rawCheck<string>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const url = new URL(dataset.value, 'https://page.invalid/')
  if (url.username === '' && url.password === '') return
  url.username = ''
  url.password = ''
  addIssue({ expected: 'an address without a user name or password', input: url.href })
})

const above0 = (expected: string) =>
  v.pipe(
    v.number(),
    v.check((value) => Number.isFinite(value) && value > 0, expected),
  )

const configSchema = v.object({
  apiBaseUrl: v.optional(
    v.pipe(
      v.string(),
      // Spaces around an address pasted into the file are no part of it.
      v.trim(),
      v.check(isHttpAddress, "an http(s) URL, or a path on this page's origin"),
      noCredentials,
    ),
    '',
  ),
  games: v.optional(
    v.array(
      v.object({ id: v.pipe(v.string(), v.trim(), v.minLength(1)), name: v.optional(v.string()) }),
    ),
    [],
  ),
  /** Hours after which an upload that is still incomplete counts as stale. */
  staleAfterHours: v.optional(above0('a number of hours above 0'), DEFAULT_STALE_AFTER_HOURS),
  /** The most of one answer the dashboard reads, in MiB (DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseMegabytes: v.optional(above0('a number above 0')),
  /** The longest a list may take to arrive, in seconds (DEFAULT_MAX_LIST_SECONDS). */
  maxListSeconds: v.optional(above0('a number of seconds above 0')),
  /** The most of one list item the dashboard reads, in MiB (DEFAULT_MAX_ITEM_BYTES). */
  maxItemMegabytes: v.optional(above0('a number above 0')),
  /** Hosts (besides the service's) whose pages an API error may link to as its documentation. */
  documentationHosts: v.optional(v.array(v.string()), []),
  /**
   * The origin of the page that frames the dashboard (`?embed=1`): it hears the height. Exact:
   * `*` would tell any page, and a value postMessage cannot use would throw on every resize.
   */
  embedParentOrigin: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (origin) => parseOrigin(origin) !== undefined,
        'an exact origin such as https://console.example.com (no *, no path)',
      ),
      v.transform((origin) => parseOrigin(origin) ?? origin),
    ),
  ),
})

export type RuntimeConfig = v.InferOutput<typeof configSchema>

/** Each field's default: what a missing, unreadable or invalid config.json falls back to. */
export const defaultConfig: RuntimeConfig = v.parse(configSchema, {})

/**
 * config.json as read. `problem`: what was wrong with it, for the banner. `withoutToken`: it did
 * not say where the API is (unreadable, or its `apiBaseUrl` is not one), so the page's own origin
 * is asked, and the token is not sent there: it was given for the API config.json names.
 */
export type LoadedConfig = { config: RuntimeConfig; problem?: string; withoutToken?: true }

/**
 * Each field on its own: one that is not valid falls back to its default alone, named in the
 * banner, and the rest of the file (the API's address above all) still counts.
 */
function readFields(body: Record<string, unknown>): LoadedConfig {
  const config: Record<string, unknown> = { ...defaultConfig }
  const problems: string[] = []
  let withoutToken: true | undefined
  for (const [key, schema] of Object.entries(configSchema.entries)) {
    // Own fields only: nothing a page script put on Object.prototype is read as a setting.
    const value = Object.hasOwn(body, key) ? body[key] : undefined
    try {
      Object.assign(
        config,
        parseWith(v.object({ [key]: schema }), { [key]: value }, { source: 'config.json' }),
      )
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      if (key === 'apiBaseUrl') withoutToken = true
      problems.push(
        `${why} ${key === 'apiBaseUrl' ? OWN_ORIGIN : 'Using the default for it instead.'}`,
      )
    }
  }
  return {
    config: config as RuntimeConfig,
    ...(problems.length > 0 && { problem: problems.join(' ') }),
    ...(withoutToken && { withoutToken }),
  }
}

const OWN_ORIGIN = "Using the API on this page's own origin instead, without the API token."

/**
 * Reads `config.json` next to index.html, so a deployed build can be re-pointed by editing one
 * file. A missing or broken file falls back to the same origin and says why, rather than leaving
 * the operator with a blank page. Next to the page's own address, not its base URL: a `<base>`
 * element put in the page must not choose the file that says where the token goes.
 */
export async function loadRuntimeConfig(
  url = new URL('config.json', window.location.href).href,
): Promise<LoadedConfig> {
  try {
    const { body } = await requestJson(url)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new InvalidResponseError('config.json does not hold an object of settings.')
    }
    return readFields(body as Record<string, unknown>)
  } catch (error) {
    const reason =
      error instanceof ApiError
        ? `config.json could not be loaded (HTTP ${error.status}).`
        : error instanceof InvalidResponseError && error.path === undefined
          ? error.message.startsWith('config.json')
            ? error.message
            : 'config.json is not valid JSON.'
          : error instanceof Error
            ? error.message
            : String(error)
    return { config: defaultConfig, problem: `${reason} ${OWN_ORIGIN}`, withoutToken: true }
  }
}

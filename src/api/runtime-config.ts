import * as v from 'valibot'
import { requestJson } from './client'
import { ApiError, InvalidResponseError } from './errors'
import { parseOrigin } from '../lib/origin'
import { parseWith } from './parse'
// The stale rule's own default, when config.json sets none.
import { DEFAULT_STALE_AFTER_HOURS } from '../model/upload-status'

const configSchema = v.object({
  apiBaseUrl: v.optional(v.string(), ''),
  games: v.optional(
    v.array(
      v.object({ id: v.pipe(v.string(), v.trim(), v.minLength(1)), name: v.optional(v.string()) }),
    ),
    [],
  ),
  /** Hours after which an upload that is still incomplete counts as stale. */
  staleAfterHours: v.optional(
    v.pipe(
      v.number(),
      v.check((hours) => Number.isFinite(hours) && hours > 0, 'a number of hours above 0'),
    ),
    DEFAULT_STALE_AFTER_HOURS,
  ),
  /** The most of one answer the dashboard reads, in MiB (DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseMegabytes: v.optional(
    v.pipe(
      v.number(),
      v.check((megabytes) => Number.isFinite(megabytes) && megabytes > 0, 'a number above 0'),
    ),
  ),
  /** The longest a list may take to arrive, in seconds (DEFAULT_MAX_LIST_SECONDS). */
  maxListSeconds: v.optional(
    v.pipe(
      v.number(),
      v.check((seconds) => Number.isFinite(seconds) && seconds > 0, 'a number of seconds above 0'),
    ),
  ),
  /** The most of one list item the dashboard reads, in MiB (DEFAULT_MAX_ITEM_BYTES). */
  maxItemMegabytes: v.optional(
    v.pipe(
      v.number(),
      v.check((megabytes) => Number.isFinite(megabytes) && megabytes > 0, 'a number above 0'),
    ),
  ),
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

export const defaultConfig: RuntimeConfig = {
  apiBaseUrl: '',
  games: [],
  staleAfterHours: DEFAULT_STALE_AFTER_HOURS,
  documentationHosts: [],
}

export type LoadedConfig = { config: RuntimeConfig; problem?: string }

async function fetchRuntimeConfig(url: string): Promise<LoadedConfig> {
  try {
    const { body } = await requestJson(url)
    return { config: parseWith(configSchema, body, { source: 'config.json' }) }
  } catch (error) {
    const reason =
      error instanceof ApiError
        ? `config.json could not be loaded (HTTP ${error.status}).`
        : error instanceof InvalidResponseError && error.path === undefined
          ? 'config.json is not valid JSON.'
          : error instanceof Error
            ? error.message
            : String(error)
    return {
      config: defaultConfig,
      problem: `${reason} Using the API on this page's own origin instead.`,
    }
  }
}

const loads = new Map<string, Promise<LoadedConfig>>()

/**
 * Reads `config.json` next to index.html, so a deployed build can be re-pointed by editing one
 * file. A missing or broken file falls back to the same origin and says why, rather than leaving
 * the operator with a blank page. Loaded once per page: the boot script and the app share the
 * one answer.
 */
export function loadRuntimeConfig(
  url = new URL('config.json', document.baseURI).href,
): Promise<LoadedConfig> {
  let load = loads.get(url)
  if (!load) {
    load = fetchRuntimeConfig(url)
    loads.set(url, load)
  }
  return load
}

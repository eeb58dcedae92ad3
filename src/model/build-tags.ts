import type { Tag, Tags, UploadSummary } from './list-items'

/*
 * Build tags (a map of text on each build, as the service sends them) as the dashboard reads,
 * searches and filters them. A filter is written as the URL writes it: `key:value` keeps builds
 * with that exact tag, a bare `key` those with the tag at any value. Keys and values match
 * exactly, as the service stores them; a key holding ":" cannot be filtered on.
 */

/** A build's tags; undefined for the kinds without. */
export const tagsOf = (item: UploadSummary) => (item as { tags?: Tags }).tags

/** The tag the service puts on the build in use. */
export const isCurrentTag = ([key, value]: Tag): boolean => key === 'current' && value === 'true'

/** Whether a build is the one in use. */
export const isCurrent = (tags: Tags): boolean => tags.some(isCurrentTag)

/** A tag as a chip reads: `channel: beta`. */
export const tagText = ([key, value]: Tag): string => `${key}: ${value}`

/** The filter that keeps the builds with this exact tag. */
export const tagFilterOf = ([key, value]: Tag): string => `${key}:${value}`

/** Whether a build's tags pass one filter (`key:value` or `key`). */
export function matchesTagFilter(tags: Tags, filter: string): boolean {
  const colon = filter.indexOf(':')
  if (colon < 0) return tags.some(([key]) => key === filter)
  const key = filter.slice(0, colon)
  const value = filter.slice(colon + 1)
  return tags.some((tag) => tag[0] === key && tag[1] === value)
}

/** How a filter reads on its chip: `channel: beta`, or `version: any` for a bare key. */
export function tagFilterText(filter: string): string {
  const colon = filter.indexOf(':')
  return colon < 0 ? `${filter}: any` : tagText([filter.slice(0, colon), filter.slice(colon + 1)])
}

/** More than this many tag filters in a URL are ignored: nobody narrows by nine tags. */
export const MAX_TAG_FILTERS = 8
/** A longer filter in a URL is ignored, so a crafted link cannot fill the toolbar. */
export const MAX_TAG_FILTER_LENGTH = 200

/** The `tag` values of a URL that can be used: trimmed, not empty, not too long, each once. */
export function readTagFilters(values: readonly string[]): string[] {
  const filters = values
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_TAG_FILTER_LENGTH)
  return [...new Set(filters)].slice(0, MAX_TAG_FILTERS)
}

/** The filters with `filter` added (once, at the end, within the limit). */
export const withTagFilter = (filters: readonly string[], filter: string): string[] =>
  readTagFilters([...filters, filter])

/** What a search reads of a build's tags: each as `key:value` and as `key: value`. */
export const tagsSearchText = (tags: Tags): string =>
  tags.map(([key, value]) => `\n${key}:${value}\n${key}: ${value}`).join('')

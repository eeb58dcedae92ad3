import { derived, type ListModel } from './list-model'
import type { UploadSummary } from './list-items'
import { matchesTagFilter, tagsOf, tagsSearchText } from './build-tags'
import { uploadStatus, type StatusClock, type UploadStatus } from './upload-status'
import { hasPeriod, inPeriod, type Period } from './period'
import { isNew, newRuleOf, type NewRule } from './is-new'

/** `new`: only the items new under the view's rule (is-new.ts); offered only while it has one. */
export const statusFilters = ['all', 'complete', 'uploading', 'stale', 'new'] as const
export type StatusFilter = (typeof statusFilters)[number]

export const isStatusFilter = (value: string | null): value is StatusFilter =>
  (statusFilters as readonly (string | null)[]).includes(value)

export type RowFilter = {
  query: string
  status: StatusFilter
  /** Build tag filters, `key:value` or `key` (build-tags.ts); every one must match. */
  tags?: readonly string[]
  /** `since` (ms): items created after it are new (is-new.ts); it marks, never hides. */
  since?: number | undefined
  /**
   * Without a `since`, what is new since the operator's last visit (is-new.ts); a comparison
   * open, or nothing new, leaves it out. It marks, never hides.
   */
  visit?: NewRule | undefined
} & Period

export const noFilter: RowFilter = {
  query: '',
  status: 'all',
  tags: [],
  from: undefined,
  to: undefined,
}

export const isFiltering = (filter: RowFilter) =>
  filter.query.trim() !== '' ||
  filter.status !== 'all' ||
  (filter.tags?.length ?? 0) > 0 ||
  hasPeriod(filter)

/** How many filters hide rows, besides the search: the status, each tag, the period. */
export const filterCount = (filter: RowFilter) =>
  (filter.status === 'all' ? 0 : 1) + (filter.tags?.length ?? 0) + (hasPeriod(filter) ? 1 : 0)

/**
 * What a search looks at: the name, every id (`buildId`, `siteId`, `uploadId`) and a build's
 * tags, not urls.
 */
function searchText(item: UploadSummary): string {
  let text = item.name
  for (const [key, value] of Object.entries(item)) {
    if (key.endsWith('Id') && typeof value === 'string') text += `\n${value}`
  }
  const tags = tagsOf(item)
  if (tags?.length) text += tagsSearchText(tags)
  return text.toLowerCase()
}

/** One lower-cased search text per item, built on the first search of a response. */
const searchTextsFor = (list: ListModel): string[] =>
  derived(list, 'search texts', () => list.items.map(searchText))

/**
 * The rows of `order` that match: the search text (any case) within the name, any id or tag, the
 * status, every tag filter (which items without tags, of other kinds, pass) and the creation
 * period the chart chose. Without a filter, `order` itself.
 */
export function filterOrder(
  list: ListModel,
  order: Uint32Array,
  filter: RowFilter,
  clock: StatusClock,
): Uint32Array {
  if (!isFiltering(filter)) return order
  const query = filter.query.trim().toLowerCase()
  const { items } = list
  const texts = query ? searchTextsFor(list) : undefined
  const rule = newRuleOfFilter(filter)
  // "New only" replaces the status choice; without a rule it has nothing to pick, so all pass.
  const onlyNew = filter.status === 'new'
  const wanted: UploadStatus | undefined =
    filter.status === 'all' || filter.status === 'new' ? undefined : filter.status
  const tagFilters = filter.tags ?? []
  const period = hasPeriod(filter)
  return order.filter((index) => {
    const item = items[index] as UploadSummary
    if (period && !inPeriod(item.createdAt, filter)) return false
    if (texts && !(texts[index] as string).includes(query)) return false
    const tags = tagFilters.length > 0 ? tagsOf(item) : undefined
    if (tags && !tagFilters.every((tagFilter) => matchesTagFilter(tags, tagFilter))) return false
    if (onlyNew) return rule === undefined || isNew(item, rule)
    return !wanted || uploadStatus(item, clock.now, clock.staleAfter) === wanted
  })
}

/** The filter's rule of what is new: its `since`'s, or its last visit's (is-new.ts). */
export const newRuleOfFilter = (filter: RowFilter) => newRuleOf(filter.since, filter.visit)

/** The view's filter with what is new since the last visit; "New only" without a rule is all. */
export function withVisit(filter: RowFilter, visit: NewRule | undefined): RowFilter {
  const next = { ...filter, visit }
  return next.status === 'new' && !newRuleOfFilter(next) ? { ...next, status: 'all' } : next
}

/** The change a new `since` makes: "New only" means nothing without one, so it goes back to all. */
export const withSince = (filter: RowFilter, since: number | undefined): Partial<RowFilter> =>
  since === undefined && filter.status === 'new' && filter.visit === undefined
    ? { since, status: 'all' }
    : { since }

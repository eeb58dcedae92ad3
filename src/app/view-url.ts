import { isListKind } from '@/model/list-kinds'
import { echoText, hasControls } from '@/lib/bound-text'
import { readItemId } from '@/model/item-id'
import { MAX_TAG_FILTERS, MAX_TAG_FILTER_LENGTH, readTagFilters } from '@/model/build-tags'
import { formatSince, readPeriod, readSince, writeInstant } from '@/model/period'
import { formatOverviewSort, parseOverviewSort } from '@/model/overview-sort'
import { isStatusFilter } from '@/model/row-filter'
import { defaultSort, formatSort, parseSort } from '@/model/sort'
import { defaultView, isOverviewView, type View } from '@/model/view'

/*
 * The view's URL form: the one place that reads, checks and writes its parameters. No React in
 * it: the start-up entry reads it too, before React loads.
 */

/** The parameters this module owns; the rest of a query string is left as it is. */
const viewParams = [
  'game',
  'tab',
  'sort',
  'q',
  'status',
  'tag',
  'from',
  'to',
  'since',
  'item',
  'overview',
  'games-sort',
] as const

export type ViewUrl = {
  view: View
  /** What in the URL could not be read, said so the operator can fix the link. */
  problems: string[]
}

/** The view a query string names; a value it cannot read falls back to the default, named. */
export function readViewUrl(search: string): ViewUrl {
  const params = new URLSearchParams(search)
  const problems: string[] = []
  const unread = (key: string, fallback: string) =>
    problems.push(`?${key}=${echoText(params.get(key) ?? '')} could not be read, so ${fallback}.`)

  const game = params.get('game')?.trim()
  const tab = params.get('tab')
  if (tab !== null && !isListKind(tab)) unread('tab', 'builds are shown')
  const sort = parseSort(params.get('sort'))
  if (params.has('sort') && !sort) unread('sort', 'newest come first')
  const status = params.get('status')
  if (status !== null && !isStatusFilter(status)) unread('status', 'every status is shown')
  const tagValues = params.getAll('tag')
  const tags = readTagFilters(tagValues)
  for (const tag of new Set(tagValues.map((value) => value.trim()))) {
    if (tag !== '' && !tags.includes(tag)) {
      problems.push(
        `?tag=${echoText(tag)} could not be read (a tag filter is at most ${MAX_TAG_FILTER_LENGTH} characters, and at most ${MAX_TAG_FILTERS} apply), so it was left out.`,
      )
    }
  }
  const period = readPeriod(params.get('from'), params.get('to'))
  if (params.has('from') && period.from === undefined) unread('from', 'the period has no start')
  if (params.has('to') && period.to === undefined) unread('to', 'the period has no end')
  // A search with control or bidi formatting characters (an RLO turns what follows around) is
  // not put in the search box: the box cannot show them for what they are.
  const queryText = params.get('q') ?? ''
  const query = hasControls(queryText) ? '' : queryText
  if (query !== queryText) {
    problems.push(
      `?q=${echoText(queryText)} holds control characters, shown here as ⟨U+…⟩, so the search was left empty.`,
    )
  }
  const sinceText = params.get('since')?.trim() || undefined
  const since = readSince(sinceText ?? null)
  if (sinceText !== undefined && since === undefined) {
    problems.push(
      `?since=${echoText(sinceText)} is not an RFC 3339 time such as 2026-10-25T00:00:00Z, so it was left out: no items are marked new until you pick a time.`,
    )
  }
  const { id: item, problem: itemProblem } = readItemId(params.get('item'), (id) => `?item=${id}`)
  if (itemProblem) problems.push(itemProblem)
  if (item !== undefined && !game) {
    problems.push(`?item=${echoText(item)} names no game (?game=), so no item was opened.`)
  }
  const overview = params.get('overview')
  if (overview !== null && !isOverviewView(overview)) unread('overview', 'every game is shown')
  const overviewSort = parseOverviewSort(params.get('games-sort'))
  if (params.has('games-sort') && !overviewSort) unread('games-sort', 'games are in name order')
  return {
    // Every part, those that are none too: the panel keeps any part a host's view leaves out.
    view: {
      item: game ? item : undefined,
      game: game || null,
      tab: isListKind(tab) ? tab : defaultView.tab,
      sort: sort ?? defaultSort,
      query,
      // "New only" is kept without a `since`: what the last visit saw may make items new, which
      // only the list knows (row-filter.ts `withVisit` shows all when nothing is).
      status: isStatusFilter(status) ? status : 'all',
      tags,
      from: period.from,
      to: period.to,
      since,
      overview: overview === 'lately' ? overview : undefined,
      overviewSort,
    },
    problems,
  }
}

/**
 * Writes the view into a query string, keeping parameters this module does not own. A `since`
 * stays as it was written while it names the same time, and one that could not be read stays
 * until the operator picks a time.
 */
export function writeViewUrl(search: string, view: View): string {
  const params = new URLSearchParams(search)
  const oldSince = params.get('since')?.trim() || undefined
  for (const key of viewParams) params.delete(key)
  if (view.game !== null) params.set('game', view.game)
  params.set('tab', view.tab)
  params.set('sort', formatSort(view.sort))
  if (view.query) params.set('q', view.query)
  if (view.status !== 'all') params.set('status', view.status)
  for (const tag of view.tags ?? []) params.append('tag', tag)
  if (view.from !== undefined) params.set('from', writeInstant(view.from))
  if (view.to !== undefined) params.set('to', writeInstant(view.to))
  const keptSince = oldSince !== undefined && readSince(oldSince) === view.since
  const since = keptSince ? oldSince : formatSince(view.since)
  if (since !== undefined) params.set('since', since)
  if (view.item !== undefined) params.set('item', view.item)
  if (view.game === null && view.overview === 'lately') params.set('overview', view.overview)
  // Kept while a game is open too: "All games" comes back to the order chosen.
  if (view.overviewSort) params.set('games-sort', formatOverviewSort(view.overviewSort))
  return `?${params.toString()}`
}

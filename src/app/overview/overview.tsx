import { useMemo } from 'react'
import { SegmentedControl } from '@/components/segmented-control'
import type { GameOption } from '@/features/games/game-options'
import { formatCount } from '@/lib/format-size'
import { defaultOverviewSort } from '@/model/overview-sort'
import { formatClockTime } from '@/lib/format-time'
import type { StatusFilter } from '@/model/row-filter'
import { useView } from '@/app/view-context'
import { Lately } from './lately'
import { hasStatus } from './overview-rows'
import { OverviewTable } from './overview-table'
import { FILLED_ON_DEMAND, useOverviewLists } from './use-overview-lists'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

type GamesShown = 'all' | 'uploading' | 'stale'
const shownOptions = [
  { value: 'all', label: 'All games' },
  { value: 'uploading', label: 'Uploading' },
  { value: 'stale', label: 'Stale' },
] as const
const viewOptions = [
  { value: 'games', label: 'Games' },
  { value: 'lately', label: 'Lately' },
] as const

/** The view's status filter, as the games it shows: those with an upload of that status. */
const gamesShown = (status: StatusFilter): GamesShown =>
  status === 'uploading' || status === 'stale' ? status : 'all'

/**
 * Every game at a glance, the start page: one row per game with each kind's figures, filled in
 * as the lists arrive, the games with a stale upload one click away (`?status=stale`); or every
 * game's uploads lately (`?overview=lately`).
 */
export function Overview({
  games,
  listing = false,
}: {
  games: readonly GameOption[]
  /** The token's games are still being listed: more rows are to come. */
  listing?: boolean
}) {
  const { view, change } = useView()
  // Asked for in the table's first order (by name), so the rows on the first screen fill first.
  const byName = useMemo(
    () => [...games].sort((a, b) => collator.compare(a.name ?? a.id, b.name ?? b.id)),
    [games],
  )
  const { rows, lists, arriving, failed, unfilled, fillMore, waitUntil, budgetUntil } =
    useOverviewLists(byName)
  const shown = gamesShown(view.status)
  const visible = shown === 'all' ? rows : rows.filter((row) => hasStatus(row, shown))
  const lately = view.overview === 'lately'
  return (
    <section className="flex min-h-0 flex-col gap-3 rounded-xl bg-surface p-3 shadow-sm ring-1 ring-line @3xl:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-lg font-semibold text-fg">All games</h1>
          {!lately && (
            <p role="status" className="text-sm text-fg-muted">
              {rows.length === 0 || listing
                ? 'Listing your games…'
                : shown === 'all'
                  ? `${formatCount(rows.length)} games`
                  : `${formatCount(visible.length)} of ${formatCount(rows.length)} games with ${shown === 'stale' ? 'a stale upload' : 'an upload in progress'}`}
              {arriving > 0 && ` · ${formatCount(arriving)} still arriving`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <SegmentedControl
            legend="Overview"
            name="overview-view"
            options={viewOptions}
            value={lately ? 'lately' : 'games'}
            onChange={(value) => change({ overview: value === 'lately' ? value : undefined })}
          />
          {!lately && (
            <SegmentedControl
              legend="Games shown"
              name="overview-games"
              options={shownOptions}
              value={shown}
              onChange={(status) => change({ status })}
            />
          )}
        </div>
      </div>
      {waitUntil !== undefined && (
        <p role="status" className="text-sm text-warn-strong">
          The API asked for a pause: the lists still to come are asked for again at{' '}
          {formatClockTime(waitUntil, 'local')}.
        </p>
      )}
      {waitUntil === undefined && budgetUntil !== undefined && (
        <p role="status" className="text-sm text-fg-muted">
          The overview has asked for as many lists as the API allows in 15 minutes; it asks for the
          rest at {formatClockTime(budgetUntil, 'local')}.
        </p>
      )}
      {lately ? (
        <Lately lists={lists} arriving={listing || arriving > 0} failed={failed} />
      ) : (
        <OverviewTable
          rows={visible}
          sort={view.overviewSort ?? defaultOverviewSort}
          onSortChange={(overviewSort) => change({ overviewSort })}
          onOpen={(id, tab) => change({ game: id, tab, status: 'all' })}
        />
      )}
      {unfilled > 0 && (
        <button
          type="button"
          onClick={fillMore}
          className="self-start rounded-md px-3 py-1.5 text-sm font-medium text-accent-strong ring-1 ring-line hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
        >
          Load the next {formatCount(Math.min(unfilled, FILLED_ON_DEMAND))} games
        </button>
      )}
    </section>
  )
}

import {
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table'
import { useDisplay } from '@/components/display-context'
import { GameLabel } from '@/features/games/game-logo'
import { echoText } from '@/lib/bound-text'
import { formatCount, formatExactSize, formatSize } from '@/lib/format-size'
import { formatExactTime, formatRelativeTime } from '@/lib/format-time'
import { listKindNames, listKinds, type ListKind } from '@/model/list-kinds'
import { overviewFigures, type OverviewFigure, type OverviewSort } from '@/model/overview-sort'
import type { KindFigures, KindState, OverviewRow } from './overview-rows'

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
})
const helper = createColumnHelper<typeof features, OverviewRow>()

/**
 * Each figure's header after its kind's count column, and from which panel width it shows (the
 * count always: narrower, it carries the stale count too). A kind's count column is headed with
 * the kind, so the headers read "Builds, Stored, Uploading, Stale, Newest, CDN sites, …".
 */
const figureColumns: Record<OverviewFigure, { header: string; shows: string }> = {
  count: { header: '', shows: '' },
  completeBytes: { header: 'Stored', shows: 'hidden @5xl:table-cell' },
  uploading: { header: 'Uploading', shows: 'hidden @6xl:table-cell' },
  stale: { header: 'Stale', shows: 'hidden @xl:table-cell' },
  newest: { header: 'Newest', shows: 'hidden @4xl:table-cell' },
}

/** A figure to sort by: a list not read yet sorts after every read one, either way. */
const sortValue = (state: KindState, figure: OverviewFigure): number | undefined => {
  if (state.state !== 'read') return undefined
  const value = state[figure]
  return typeof value === 'bigint' ? Number(value) : value
}

/** The games, then for each kind its count, stored bytes, uploads in progress and stale, newest. */
const columns = helper.columns([
  helper.accessor((row) => row.game.name ?? row.game.id, {
    id: 'game',
    header: 'Game',
    sortFn: 'alphanumeric',
  }),
  ...listKindNames.flatMap((kind) =>
    overviewFigures.map((figure) =>
      helper.accessor((row) => sortValue(row.kinds[kind], figure), {
        id: `${kind}.${figure}`,
        header: figure === 'count' ? listKinds[kind].label : figureColumns[figure].header,
        sortFn: 'basic',
        sortUndefined: 'last',
        sortDescFirst: true,
      }),
    ),
  ),
])

export type OverviewTableProps = {
  rows: readonly OverviewRow[]
  sort: OverviewSort
  onSortChange: (sort: OverviewSort) => void
  /** Opens a game, at one of its tabs. */
  onOpen: (gameId: string, tab: ListKind) => void
}

const cell = 'border-t border-line px-0.5 py-2 @md:px-1 text-right tabular-nums whitespace-nowrap'
const link =
  'rounded font-medium text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-accent'

/**
 * One row per game: each kind's figures as its list has arrived ("…" while more are coming),
 * sortable by every column (react-table's sorted row model: a few hundred games at most).
 */
export function OverviewTable({ rows, sort, onSortChange, onOpen }: OverviewTableProps) {
  const sorting: SortingState = [{ id: sort.column, desc: sort.desc }]
  const table = useTable({
    features,
    columns,
    data: rows as OverviewRow[],
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater
      if (next) onSortChange({ column: next.id, desc: next.desc })
    },
    enableSortingRemoval: false,
  })
  const { now } = useDisplay()
  return (
    <div
      role="region"
      aria-label="Every game's lists"
      tabIndex={0}
      className="overflow-auto rounded-lg ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const [kind, figure = 'count'] = header.column.id.split('.') as [
                  string,
                  OverviewFigure?,
                ]
                const isGame = kind === 'game'
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={`bg-surface-muted px-0.5 py-2 font-medium whitespace-nowrap text-fg-muted @md:px-1 ${isGame ? 'sticky left-0 z-10 text-left' : `text-right ${figureColumns[figure].shows} ${figure === 'count' ? 'border-l border-line' : ''}`}`}
                  >
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      // A figure's header names its kind too ("Builds stale"), as it is read alone.
                      aria-label={
                        isGame || figure === 'count'
                          ? undefined
                          : `${listKinds[kind as ListKind].label} ${figureColumns[figure].header.toLowerCase()}`
                      }
                      className="rounded hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <FlexRender header={header} />
                      <span aria-hidden="true">
                        {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}
                      </span>
                    </button>
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const { game, kinds } = row.original
            return (
              <tr key={game.id} className="hover:bg-surface-muted">
                <th
                  scope="row"
                  className="sticky left-0 border-t border-line bg-surface px-1.5 py-2 text-left font-normal"
                >
                  <button
                    type="button"
                    onClick={() => onOpen(game.id, 'builds')}
                    title={game.id}
                    className="flex max-w-24 items-center gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-accent @md:max-w-36 @6xl:max-w-40"
                  >
                    <GameLabel
                      game={game}
                      // Below 448 px of panel the name has the room: no logo.
                      logoClassName="size-6 text-[0.625rem] @max-md:hidden"
                      nameClassName="text-sm text-fg"
                      idClassName="hidden"
                    />
                  </button>
                  <FailureLine kinds={kinds} />
                </th>
                {listKindNames.map((kind) => (
                  <KindCells
                    key={kind}
                    kind={kind}
                    state={kinds[kind]}
                    now={now}
                    onOpen={() => onOpen(game.id, kind)}
                  />
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

type KindCellsProps = { kind: ListKind; state: KindState; now: number; onOpen: () => void }

/** A kind's five cells; while its list is not read, one cell says why, across them. */
function KindCells({ kind, state, now, onOpen }: KindCellsProps) {
  if (state.state === 'read')
    return <ReadCells kind={kind} figures={state} now={now} onOpen={onOpen} />
  // Across the figures that show at this width: the count's cell, widened by the hidden ones.
  return (
    <>
      <td className="border-t border-l border-line px-0.5 py-2 text-right @md:px-1">
        {state.state === 'failed' ? (
          // The failure's words are under the game's name (FailureLine); here, its own on hover.
          <span
            className="flex items-center justify-end gap-1 text-danger"
            title={echoText(state.error.message, 2000)}
          >
            <button
              type="button"
              onClick={state.retry}
              aria-label={`Retry the ${listKinds[kind].plural}`}
              className={`shrink-0 ${link}`}
            >
              Retry
            </button>
          </span>
        ) : (
          <span className="text-fg-subtle" title={`Waiting for the ${listKinds[kind].plural}`}>
            …<span className="sr-only">waiting for the {listKinds[kind].plural}</span>
          </span>
        )}
      </td>
      {overviewFigures.slice(1).map((figure) => (
        <td key={figure} className={`border-t border-line ${figureColumns[figure].shows}`} />
      ))}
    </>
  )
}

/** A row's first failure, in the API's words, under the game's name: the row says what went wrong. */
function FailureLine({ kinds }: { kinds: OverviewRow['kinds'] }) {
  const failed = listKindNames.find((kind) => kinds[kind].state === 'failed')
  const state = failed && kinds[failed]
  if (state?.state !== 'failed') return null
  const words = `${listKinds[failed!].label}: ${state.error.message}`
  return (
    <span
      role="status"
      title={echoText(words, 2000)}
      className="mt-0.5 block max-w-24 truncate text-xs text-danger @md:max-w-36 @6xl:max-w-40"
    >
      {echoText(words, 160)}
    </span>
  )
}

type ReadCellsProps = { kind: ListKind; figures: KindFigures; now: number; onOpen: () => void }

function ReadCells({ kind, figures: read, now, onOpen }: ReadCellsProps) {
  const soFar = read.arriving ? '…' : ''
  const shows = (figure: OverviewFigure) => figureColumns[figure].shows
  return (
    <>
      <td className={`${cell} border-l`}>
        <button
          type="button"
          onClick={onOpen}
          title={
            read.arriving
              ? `${formatCount(read.count)} so far; more are arriving`
              : `Open the ${listKinds[kind].plural}`
          }
          aria-label={`${formatCount(read.count)} ${listKinds[kind].plural}${read.arriving ? ' so far' : ''}`}
          className={link}
        >
          {formatCount(read.count)}
          {soFar}
        </button>
        {read.stale > 0 && (
          <span className="block text-xs font-medium text-warn-strong @xl:hidden">
            {formatCount(read.stale)} stale
          </span>
        )}
      </td>
      <td
        className={`${cell} ${shows('completeBytes')}`}
        title={formatExactSize(read.completeBytes)}
      >
        {formatSize(read.completeBytes)}
        {soFar}
      </td>
      <td className={`${cell} ${shows('uploading')}`}>
        {formatCount(read.uploading)}
        {soFar}
      </td>
      <td
        className={`${cell} ${shows('stale')} ${read.stale > 0 ? 'font-medium text-warn-strong' : ''}`}
      >
        {formatCount(read.stale)}
        {soFar}
      </td>
      <td
        className={`${cell} ${shows('newest')}`}
        title={read.newest === undefined ? undefined : formatExactTime(read.newest)}
      >
        {read.newest === undefined ? '—' : formatRelativeTime(read.newest, now)}
      </td>
    </>
  )
}

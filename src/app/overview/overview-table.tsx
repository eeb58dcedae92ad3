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
import { useState } from 'react'
import { AlertIcon } from '@/components/icons'
import { useDisplay } from '@/components/display-context'
import { GameLabel } from '@/features/games/game-logo'
import { formatCount, formatExactSize, formatSize } from '@/lib/format-size'
import { formatExactTime, formatRelativeTime } from '@/lib/format-time'
import { echoText } from '@/lib/bound-text'
import { listKindNames, listKinds, type ListKind } from '@/model/list-kinds'
import type { KindFigures, KindState, OverviewRow } from './overview-rows'

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
})
const helper = createColumnHelper<typeof features, OverviewRow>()

type Figure = 'count' | 'completeBytes' | 'uploading' | 'stale' | 'newest'
const figureHeaders: Record<Figure, string> = {
  count: 'Count',
  completeBytes: 'Stored',
  uploading: 'Uploading',
  stale: 'Stale',
  newest: 'Newest',
}

/** A figure to sort by: a list not read yet sorts after every read one, either way. */
const sortValue = (state: KindState, figure: Figure): number | undefined => {
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
  ...listKindNames.map((kind) =>
    helper.group({
      id: kind,
      header: listKinds[kind].label,
      columns: helper.columns(
        (Object.keys(figureHeaders) as Figure[]).map((figure) =>
          helper.accessor((row) => sortValue(row.kinds[kind], figure), {
            id: `${kind}.${figure}`,
            header: figureHeaders[figure],
            sortFn: 'basic',
            sortUndefined: 'last',
            sortDescFirst: true,
          }),
        ),
      ),
    }),
  ),
])

export type OverviewTableProps = {
  rows: readonly OverviewRow[]
  /** Opens a game, at one of its tabs. */
  onOpen: (gameId: string, tab: ListKind) => void
}

const cellClass = 'border-t border-line px-1.5 py-2 text-right tabular-nums whitespace-nowrap'

/**
 * One row per game: each kind's figures as its list has arrived ("…" while more are coming),
 * sortable by every column (react-table's sorted row model: a few hundred games at most).
 */
export function OverviewTable({ rows, onOpen }: OverviewTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'game', desc: false }])
  const table = useTable({
    features,
    columns,
    data: rows as OverviewRow[],
    state: { sorting },
    onSortingChange: setSorting,
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
                const leaf = header.subHeaders.length === 0
                return (
                  <th
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={`bg-surface-muted px-1.5 py-2 font-medium whitespace-nowrap text-fg-muted ${header.column.id === 'game' ? 'sticky left-0 z-10 text-left' : leaf ? 'text-right' : 'border-l border-line text-center'}`}
                  >
                    {header.isPlaceholder ? null : leaf ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="rounded hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                      >
                        <FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ''}
                        </span>
                      </button>
                    ) : (
                      <FlexRender header={header} />
                    )}
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
                  className="sticky left-0 border-t border-line bg-surface px-2 py-2 text-left font-normal"
                >
                  <button
                    type="button"
                    onClick={() => onOpen(game.id, 'builds')}
                    title={game.id}
                    className="flex max-w-44 items-center gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <GameLabel
                      game={game}
                      logoClassName="size-6 text-[0.625rem]"
                      nameClassName="text-sm text-fg"
                      idClassName="hidden"
                    />
                  </button>
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

function KindCells({
  kind,
  state,
  now,
  onOpen,
}: {
  kind: ListKind
  state: KindState
  now: number
  onOpen: () => void
}) {
  if (state.state === 'failed') {
    return (
      <td colSpan={5} className="border-t border-l border-line px-2 py-2 text-left">
        <span className="flex items-center gap-2 text-danger">
          <AlertIcon className="size-4 shrink-0" />
          <span className="min-w-0 truncate" title={echoText(state.error.message, 2000)}>
            {listKinds[kind].label}: {echoText(state.error.message, 160)}
          </span>
          <button
            type="button"
            onClick={state.retry}
            className="shrink-0 rounded px-1.5 font-medium text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            Retry
          </button>
        </span>
      </td>
    )
  }
  if (state.state === 'waiting') {
    return (
      <td
        colSpan={5}
        className="border-t border-l border-line px-2 py-2 text-center text-fg-subtle"
      >
        <span role="status">waiting for the {listKinds[kind].plural}…</span>
      </td>
    )
  }
  return <ReadCells kind={kind} figures={state} now={now} onOpen={onOpen} />
}

function ReadCells({
  kind,
  figures,
  now,
  onOpen,
}: {
  kind: ListKind
  figures: KindFigures
  now: number
  onOpen: () => void
}) {
  const soFar = figures.arriving ? '…' : ''
  return (
    <>
      <td className={`${cellClass} border-l`}>
        <button
          type="button"
          onClick={onOpen}
          title={
            figures.arriving ? 'So far; more are arriving' : `Open the ${listKinds[kind].plural}`
          }
          className="rounded font-medium text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {formatCount(figures.count)}
          {soFar}
        </button>
      </td>
      <td className={cellClass} title={formatExactSize(figures.completeBytes)}>
        {formatSize(figures.completeBytes)}
        {soFar}
      </td>
      <td className={cellClass}>
        {formatCount(figures.uploading)}
        {soFar}
      </td>
      <td className={`${cellClass} ${figures.stale > 0 ? 'font-medium text-warn-strong' : ''}`}>
        {formatCount(figures.stale)}
        {soFar}
      </td>
      <td
        className={cellClass}
        title={figures.newest === undefined ? undefined : formatExactTime(figures.newest)}
      >
        {figures.newest === undefined ? '—' : formatRelativeTime(figures.newest, now)}
      </td>
    </>
  )
}

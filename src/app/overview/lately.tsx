import type { SortingState } from '@tanstack/react-table'
import { createContext, useContext, useMemo, useState } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { createAppColumnHelper, type TableColumn } from '@/components/data-table/table-features'
import { EmptyState } from '@/components/empty-state'
import { useStatusClock } from '@/components/stale-rule'
import type { GameOption } from '@/features/games/game-options'
import { linkToOpened } from '@/features/lists/item-link'
import { uploadColumns } from '@/features/lists/upload-columns'
import { echoText } from '@/lib/bound-text'
import { formatCount } from '@/lib/format-size'
import { itemIdOf } from '@/model/is-new'
import { listKinds, type ListKind } from '@/model/list-kinds'
import type { UploadSummary } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import { useView } from '@/app/view-context'

/** The period the lately view shows when the view names none: the last 7 days. */
export const LATELY_DAYS = 7
const DAY_MS = 24 * 60 * 60_000

/** An upload of any game, with the game and kind it belongs to. */
export type LatelyRow = UploadSummary & { game: GameOption; kind: ListKind; id: string }

/** A game's list of one kind, as the overview holds it (none yet while it has not come). */
export type GameList = { game: GameOption; kind: ListKind; list: ListModel | undefined }

const helper = createAppColumnHelper<LatelyRow>()
const shared = uploadColumns<LatelyRow>()
const columns: TableColumn<LatelyRow>[] = [
  shared.name,
  helper.accessor((row) => row.game.name ?? row.game.id, {
    id: 'game',
    header: 'Game',
    size: 176,
    sortDescFirst: false,
    meta: { fold: { below: 560, to: 'line' }, body: { className: 'overflow-hidden' } },
    cell: (info) => <OpenItemButton row={info.row.original} />,
  }),
  helper.accessor((row) => listKinds[row.kind].singular, {
    id: 'kind',
    header: 'Kind',
    size: 128,
    enableSorting: false,
    meta: { fold: { below: 720, to: 'details' }, body: { className: 'whitespace-nowrap' } },
  }),
  // The line under the name holds the game, the status, the size and the time; in a table
  // narrower than 400 px (a phone's), the game and the time, the others going to the details.
  {
    ...shared.status,
    enableSorting: false,
    meta: { ...shared.status.meta, fold: { below: 400, to: 'details' } },
  },
  { ...shared.size, meta: { ...shared.size.meta, fold: { below: 400, to: 'details' } } },
  shared.created,
]

/** What a row's game button does: opens the item in its game's tab (as `?item=` does). */
const OpenItem = createContext<(row: LatelyRow) => void>(() => undefined)

function OpenItemButton({ row }: { row: LatelyRow }) {
  const open = useContext(OpenItem)
  const game = echoText(row.game.name ?? row.game.id, 80)
  return (
    <button
      type="button"
      onClick={() => open(row)}
      title={`Open this ${listKinds[row.kind].singular} in ${game}`}
      className="max-w-full truncate rounded font-medium text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      {game}
    </button>
  )
}

type Compare = (a: LatelyRow, b: LatelyRow) => number
const byValue =
  <V extends number | bigint | string>(value: (row: LatelyRow) => V | undefined): Compare =>
  (a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1
    return x < y ? -1 : x > y ? 1 : 0
  }
const comparators: Record<string, Compare> = {
  name: byValue((row) => row.name.toLowerCase()),
  game: byValue((row) => (row.game.name ?? row.game.id).toLowerCase()),
  size: byValue((row) => row.size),
  created: byValue((row) => row.createdAt),
}

/** "Hollow Crown", "Hollow Crown and Rogue Orbit", "3 games". */
function failedGames(games: readonly GameOption[]): string {
  const names = games.map((game) => echoText(game.name ?? game.id, 40))
  return names.length <= 2 ? names.join(' and ') : `${formatCount(names.length)} games`
}

export type LatelyProps = {
  lists: readonly GameList[]
  /** Lists (or the games) are still to come: the count is of the uploads so far. */
  arriving: boolean
  /** Games whose list failed: their uploads are missing, and the count says so. */
  failed: readonly GameOption[]
}

/**
 * Across games, lately: every game's uploads of the view's period (`from=`/`to=`, the last
 * LATELY_DAYS days when it names none), newest first, each naming its game and opening as a link
 * to it (`?item=`) does. Filled as the overview's lists arrive.
 */
export function Lately({ lists, arriving, failed }: LatelyProps) {
  const { view, change, linkTo } = useView()
  const { now } = useStatusClock()
  const from = view.from ?? now - LATELY_DAYS * DAY_MS
  const to = view.to
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created', desc: true }])
  const rows = useMemo(
    () =>
      lists.flatMap(({ game, kind, list }) => {
        const idOf = itemIdOf(kind)
        return (list?.items ?? []).flatMap((item) =>
          item.createdAt !== undefined &&
          item.createdAt >= from &&
          (to === undefined || item.createdAt < to)
            ? [{ ...item, game, kind, id: idOf(item) }]
            : [],
        )
      }),
    [lists, from, to],
  )
  const order = useMemo(() => {
    const [{ id, desc } = { id: 'created', desc: true }] = sorting
    const compare = comparators[id] ?? comparators.created!
    const indexes = rows.map((_, index) => index)
    indexes.sort((a, b) => (desc ? -1 : 1) * compare(rows[a]!, rows[b]!))
    return Uint32Array.from(indexes)
  }, [rows, sorting])
  const period =
    view.from === undefined && view.to === undefined
      ? `the last ${LATELY_DAYS} days`
      : 'the chosen period'
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <p role="status" className="text-sm text-fg-muted">
        {formatCount(rows.length)} uploads of every game in {period}
        {arriving && ' so far; more lists are arriving'}
        {failed.length > 0 &&
          ` · without ${failedGames(failed)}, whose lists failed (Games says why)`}
      </p>
      {rows.length === 0 && !arriving ? (
        <EmptyState title={`No game has an upload in ${period}.`} />
      ) : (
        <OpenItem.Provider
          value={(row) => change({ game: row.game.id, tab: row.kind, item: row.id })}
        >
          <DataTable
            label="Uploads of every game, lately"
            items={rows}
            order={order}
            columns={columns}
            sorting={sorting}
            onSortingChange={setSorting}
            arriving={arriving}
            rowId={(row) => `${row.game.id} ${row.kind} ${row.id}`}
            linkOf={(row) =>
              linkTo && linkToOpened(linkTo, { gameId: row.game.id, tab: row.kind, itemId: row.id })
            }
          />
        </OpenItem.Provider>
      )}
    </div>
  )
}

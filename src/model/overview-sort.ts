import { listKindNames } from './list-kinds'
import { readSortText } from './sort'

/** A kind's figures in the overview, each a column after the kind's count. */
export const overviewFigures = ['count', 'completeBytes', 'uploading', 'stale', 'newest'] as const
export type OverviewFigure = (typeof overviewFigures)[number]

/** The overview's columns: the game, then each kind's figures (`builds.stale`). */
export const overviewSortColumns: readonly string[] = [
  'game',
  ...listKindNames.flatMap((kind) => overviewFigures.map((figure) => `${kind}.${figure}`)),
]

/** How the overview's games are ordered (`?games-sort=builds.stale.desc`); by name by default. */
export type OverviewSort = { column: string; desc: boolean }

export const defaultOverviewSort: OverviewSort = { column: 'game', desc: false }

/** `builds.stale.desc` → `{ column: 'builds.stale', desc: true }`; anything else is undefined. */
export function parseOverviewSort(text: string | null): OverviewSort | undefined {
  const [column = '', direction] = readSortText(text) ?? []
  return overviewSortColumns.includes(column) ? { column, desc: direction === 'desc' } : undefined
}

export const formatOverviewSort = ({ column, desc }: OverviewSort) =>
  `${column}.${desc ? 'desc' : 'asc'}`

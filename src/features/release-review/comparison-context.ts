import {
  createContext,
  useContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react'
import type { ListKind } from '@/model/list-kinds.ts'
import type { UploadSummary } from '@/model/list-items'
import type { ChangeKind } from './list-diff.ts'
import type { SnapshotReads } from './snapshot/read-snapshot'
import type { SnapshotMeta } from '@/model/snapshot-format'

/** A snapshot the panel compares with: the file, read again for each tab, and its game. */
export type ActiveComparison = {
  file: File
  gameId: string
  meta: SnapshotMeta
  /** The file's lists read so far, by tab: coming back to a tab does not read it again. */
  reads: SnapshotReads
  /** The most of one item read from it (the API client's limit). */
  maxItemBytes?: number | undefined
}

/** The game and tab a snapshot is compared with, and the most of one item read from it. */
export type CompareTarget = {
  gameId: string
  gameName: string
  tab: ListKind
  maxItemBytes?: number | undefined
}

/** Which rows a comparison shows: all, or one kind of change. */
export type ChangeFilter = 'all' | ChangeKind

/**
 * The panel's comparison: never in the URL (a file cannot be), kept while the operator moves
 * between tabs. `reading` names a file being read; `problem` says why the last one was refused
 * (the comparison before it, if any, stays).
 */
export type Comparison = {
  active?: ActiveComparison | undefined
  reading?: string | undefined
  problem?: string | undefined
  show: ChangeFilter
}

export const noComparison: Comparison = { show: 'all' }

export type ComparisonStore = {
  comparison: Comparison
  setComparison: Dispatch<SetStateAction<Comparison>>
}

/** Null outside a panel: no comparison can be made there. */
export const ComparisonContext = createContext<ComparisonStore | null>(null)

export const useComparison = () => useContext(ComparisonContext)

/** The mark a compared row carries beside its name (change-badge.tsx). */
export const ChangeMarkContext = createContext<((item: UploadSummary) => ReactNode) | null>(null)

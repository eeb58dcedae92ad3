import { createContext, useContext, type Dispatch, type SetStateAction } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { ChangeKind } from './list-diff'
import type { ApiClient } from '@/api/client'
import type { Snapshot } from '@/api/snapshot/read-snapshot'
import type { ListItem } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import type { SnapshotMeta } from '@/model/snapshot-format'

/** A snapshot's list as a comparison read it, with its model (a diff names it). */
export type ReadSnapshot<K extends ListKind> = Snapshot<K> & { list: ListModel<ListItem<K>> }

/** A compared file's lists as read, by tab: each tab once, kept with the comparison. */
export type SnapshotReads = Map<ListKind, Promise<ReadSnapshot<ListKind>>>

/** A snapshot the panel compares with: the file, read again for each tab, and its game. */
export type ActiveComparison = {
  file: File
  gameId: string
  meta: SnapshotMeta
  /** The file's lists read so far, by tab: coming back to a tab does not read it again. */
  reads: SnapshotReads
  /** How it is read for another tab (the API client's way), or on the page. */
  read?: ApiClient['readSnapshot'] | undefined
}

export type CompareTarget = {
  gameId: string
  gameName: string
  tab: ListKind
  read?: ApiClient['readSnapshot'] | undefined
}

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

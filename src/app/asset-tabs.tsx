import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useApiClient } from '@/api/client-context'
import { listKindNames, listKinds, type ListKind } from '@/model/list-kinds'
import { ErrorBoundary } from '@/components/error-boundary'
import { ListRefresh } from '@/features/lists/list-refresh'
import { useItemSearch } from '@/features/lists/item-link'
import { listQueries } from '@/features/lists/list-queries'
import { TabCount } from '@/features/lists/tab-count'
import type { FailureActions } from '@/features/lists/failures/failure-actions'
import { MEDIUM_FROM, WIDE_FROM } from '@/features/lists/panel-width'
import { useWidthBand } from '@/components/data-table/use-width'
import { useView } from './view-context'
import { useIdleAfter } from '@/lib/when-idle'
import { ListTab } from './list-tab'

/** Not laid out, compact, medium, wide. */
const PANEL_BANDS = [1, MEDIUM_FROM, WIDE_FROM]

export type AssetTabsProps = {
  gameId: string
  gameName: string
  /** What the page can do for an operator stuck on an error. */
  failureActions: FailureActions
}

/** ARIA tabs (arrow keys, Home and End move between them); only the selected panel renders. */
export function AssetTabs({ gameId, gameName, failureActions }: AssetTabsProps) {
  const { view, change } = useView()
  const { tab, item } = view
  const onTabChange = (next: ListKind) => change({ tab: next })
  // A link's item in another tab's list: that tab opens, the item kept.
  const itemSearch = useItemSearch(gameId, tab, item)
  const foundIn = itemSearch?.state === 'found' ? itemSearch.tab : undefined
  useEffect(() => {
    if (foundIn !== undefined && foundIn !== tab) change({ tab: foundIn, item })
  }, [foundIn, tab, item, change])
  const rootRef = useRef<HTMLDivElement>(null)
  // Band 0: not laid out (a test's document), where the wide form is the one to read.
  const band = useWidthBand(rootRef, PANEL_BANDS)
  const compact = band === 1

  return (
    <div ref={rootRef} className="@container flex min-h-0 flex-col">
      {/* The refresh controls beside the tabs where the toolbar has every control; narrower,
          they are in the toolbar's "More" (list-toolbar.tsx). */}
      <div className="flex items-end justify-between gap-x-4 border-b border-line">
        <TabList tab={tab} gameId={gameId} onTabChange={onTabChange} loadAll={item !== undefined} />
        {!compact && (
          <div className="py-1.5">
            <ListRefresh kind={tab} gameId={gameId} />
          </div>
        )}
      </div>
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        tabIndex={0}
        className="flex min-h-0 flex-col pt-3 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent data-dropping:outline-2 data-dropping:outline-offset-4 data-dropping:outline-accent data-dropping:outline-dashed"
      >
        <ErrorBoundary key={tab} what="this tab">
          <ListTab
            kind={tab}
            gameId={gameId}
            gameName={gameName}
            compact={compact}
            foldFilters={band === 2}
            failureActions={failureActions}
            itemUnknown={itemSearch?.state === 'unknown'}
          />
        </ErrorBoundary>
      </div>
    </div>
  )
}

type TabListProps = {
  tab: ListKind
  gameId: string
  onTabChange: (next: ListKind) => void
  /** Every list loads at once: a link's item is looked for in all of them. */
  loadAll: boolean
}

/**
 * The tabs, each with its list's count. They hold what only the counts need (whether the other
 * lists may load yet), so the open list's panel does not re-render when it changes.
 */
function TabList({ tab, gameId, onTabChange, loadAll }: TabListProps) {
  const tabRefs = useRef(new Map<ListKind, HTMLButtonElement>())
  // The other lists wait until the open one is whole (not only its first rows on screen) and the
  // page is idle: with 100,000 items each, loading all three at once would triple the work
  // before the open list has arrived.
  const open = useQuery(listQueries.list(useApiClient(), tab, gameId))
  const settled = open.data ? !open.data.arriving : open.isError
  const othersMayLoad = useIdleAfter(settled)

  const onKeyDown = (event: KeyboardEvent) => {
    const index = listKindNames.indexOf(tab)
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: listKindNames.length - 1,
    }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = listKindNames[(target + listKindNames.length) % listKindNames.length] ?? tab
    onTabChange(next)
    tabRefs.current.get(next)?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label="Asset kinds"
      onKeyDown={onKeyDown}
      // Tabs that do not fit scroll sideways on their own line, never the page.
      className="flex overflow-x-auto @md:gap-1"
    >
      {listKindNames.map((id) => (
        <button
          key={id}
          ref={(element) =>
            void (element ? tabRefs.current.set(id, element) : tabRefs.current.delete(id))
          }
          type="button"
          role="tab"
          id={`tab-${id}`}
          aria-selected={id === tab}
          aria-controls={`panel-${id}`}
          tabIndex={id === tab ? 0 : -1}
          onClick={() => onTabChange(id)}
          className="group -mb-px inline-flex shrink-0 items-center gap-1 border-b-2 border-transparent px-1.5 py-2.5 text-sm font-medium whitespace-nowrap text-fg-muted hover:border-line-strong hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent aria-selected:border-accent aria-selected:text-accent-strong @md:gap-2 @md:px-4"
        >
          {listKinds[id].label}
          <TabCount kind={id} gameId={gameId} enabled={id === tab || othersMayLoad || loadAll} />
        </button>
      ))}
    </div>
  )
}

import { useRef, type KeyboardEvent } from 'react'
import type { RowFilter } from '../components/data-table/row-filter'
import type { SortState } from '../components/data-table/sort'
import { ErrorBoundary } from '../components/error-boundary'
import { assetTabs } from './asset-kinds'
import { useIdleAfter } from '../lib/when-idle'
import type { TabId } from './view-url'

export type AssetTabsProps = {
  gameId: string
  gameName: string
  tab: TabId
  onTabChange: (tab: TabId) => void
  sort: SortState
  onSortChange: (sort: SortState) => void
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
}

type Tab = (typeof assetTabs)[number]

/** ARIA tabs (arrow keys, Home and End move between them); only the selected panel renders. */
export function AssetTabs({
  gameId,
  gameName,
  tab,
  onTabChange,
  sort,
  onSortChange,
  filter,
  onFilterChange,
}: AssetTabsProps) {
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())
  const selected = assetTabs.find((candidate) => candidate.id === tab) ?? assetTabs[0]
  // The other lists wait until the open one is on screen and the page is idle: with 100,000
  // items each, loading all three at once would triple the work before the first row shows.
  const othersMayLoad = useIdleAfter(selected.useSettled(gameId))

  const onKeyDown = (event: KeyboardEvent) => {
    const index = (assetTabs as readonly Tab[]).indexOf(selected)
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: assetTabs.length - 1,
    }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next: Tab = assetTabs[(target + assetTabs.length) % assetTabs.length] ?? selected
    onTabChange(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <div className="@container flex min-h-0 flex-col">
      {/* Side by side when both fit (tabs with six-digit counts included); else the refresh
          controls go under the tabs, which keep the line their selection mark sits on. */}
      <div className="flex flex-col gap-x-4 @5xl:flex-row @5xl:items-end @5xl:justify-between @5xl:border-b @5xl:border-line">
        <div
          role="tablist"
          aria-label="Asset kinds"
          onKeyDown={onKeyDown}
          className="flex gap-1 border-b border-line @5xl:border-0"
        >
          {assetTabs.map(({ id, label, renderCount }) => (
            <button
              key={id}
              ref={(element) =>
                void (element ? tabRefs.current.set(id, element) : tabRefs.current.delete(id))
              }
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={id === selected.id}
              aria-controls={`panel-${id}`}
              tabIndex={id === selected.id ? 0 : -1}
              onClick={() => onTabChange(id)}
              className="group -mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-fg-muted hover:border-line-strong hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent aria-selected:border-accent aria-selected:text-accent-strong"
            >
              {label}
              {renderCount(gameId, id === selected.id || othersMayLoad)}
            </button>
          ))}
        </div>
        <div className="pt-3 @5xl:py-1.5">{selected.renderRefresh(gameId)}</div>
      </div>
      <div
        role="tabpanel"
        id={`panel-${selected.id}`}
        aria-labelledby={`tab-${selected.id}`}
        tabIndex={0}
        className="flex min-h-0 flex-col pt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <ErrorBoundary key={selected.id} what="this tab">
          {selected.renderList({ gameId, gameName, sort, onSortChange, filter, onFilterChange })}
        </ErrorBoundary>
      </div>
    </div>
  )
}

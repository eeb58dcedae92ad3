import type { ReactNode } from 'react'
import type { RowFilter, StatusFilter } from '@/model/row-filter'
import { filterCount, newRuleOfFilter, statusFilters } from '@/model/row-filter'
import { MenuBadge, ToolbarMenu } from '@/components/disclosure'
import { SearchIcon } from '@/components/icons'
import { statusStyles } from '@/components/status-badge'
import { SegmentedControl } from '@/components/segmented-control'
import type { RovingKeys } from '@/components/use-roving-keys'
import { TagFilters } from './builds/tag-filters'
import { autoRefreshLabels, autoRefreshPreference } from './auto-refresh'

export type ListToolbarProps = {
  noun: string
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
  /** The items carry tags (builds): the search finds them, and the tag filters show. */
  tagged?: boolean
  /** Filters other features add, after the status and tags (the chart's period). */
  filters?: ReactNode
  /**
   * A narrow panel (panel-width.ts): the filters behind a "Filters" button that counts those on,
   * and the actions, after `refresh`, behind "More".
   */
  compact?: { refresh: ReactNode } | undefined
  /** A panel of medium width: the filters behind "Filters", the actions in sight. */
  foldFilters?: boolean
  /**
   * The list's actions as one Tab stop, the arrow keys moving between them: those in sight, or
   * when they are folded (compact), the `foldedStops`, "Filters" and "More".
   */
  actions: RovingKeys
  /** Actions on the rows shown, at the toolbar's end. */
  children?: ReactNode
}

/** The toolbar's stops while its actions are folded behind "More" (`actions`). */
export const foldedStops = ['filters', 'more'] as const

/** What names the actions' toolbar to a screen reader. */
const actionsLabel = 'List actions'

/** The id the page's "/" shortcut focuses. */
export const SEARCH_INPUT_ID = 'list-search'

/** Each status choice's label; "New only" is offered only while something is new-able. */
const statusLabels: Record<StatusFilter, string> = {
  all: 'All',
  complete: statusStyles.complete.label,
  uploading: statusStyles.uploading.label,
  stale: statusStyles.stale.label,
  new: 'New only',
}

const optionsFor = (withNew: boolean) =>
  statusFilters
    .filter((value) => withNew || value !== 'new')
    .map((value) => ({ value, label: statusLabels[value] }))
const statusOptions = { plain: optionsFor(false), withNew: optionsFor(true) }

/**
 * Search (name, ids and tags, any case), the status and tag filters, and the list's actions; the
 * filters live in the URL. One row at any width: what does not fit goes behind buttons whose
 * badges keep what is on in sight, the filters first, then the actions. The actions keep to the
 * row's end, so that a filter that grows ("New only" comes with a `since`) moves none of them.
 */
export function ListToolbar({
  noun,
  filter,
  onFilterChange,
  tagged = false,
  filters,
  compact,
  foldFilters = false,
  actions,
  children,
}: ListToolbarProps) {
  const filterControls = (
    <>
      <SegmentedControl
        legend="Status"
        name="status-filter"
        options={newRuleOfFilter(filter) ? statusOptions.withNew : statusOptions.plain}
        value={filter.status}
        onChange={(status) => onFilterChange({ status })}
        // Its fifth choice, "New only", does not fit one row of a 400 px panel.
        wrap
      />
      {tagged && (
        <TagFilters filters={filter.tags ?? []} onChange={(tags) => onFilterChange({ tags })} />
      )}
      {filters}
    </>
  )
  const filtersMenu = (
    <ToolbarMenu
      label="Filters"
      badge={<FilterBadge count={filterCount(filter)} />}
      control={actions.control('filters')}
    >
      {filterControls}
    </ToolbarMenu>
  )
  return (
    <div className={`relative flex items-center ${compact ? 'gap-2' : 'flex-wrap gap-3'}`}>
      <SearchField
        noun={noun}
        tagged={tagged}
        filter={filter}
        onFilterChange={onFilterChange}
        short={compact !== undefined}
      />
      {compact ? (
        <div
          role="toolbar"
          aria-label={actionsLabel}
          {...actions.group}
          className="ml-auto flex gap-2"
        >
          {filtersMenu}
          <ToolbarMenu label="More" badge={<AutoRefreshBadge />} control={actions.control('more')}>
            {compact.refresh}
            <div className="flex flex-wrap items-center gap-2">{children}</div>
          </ToolbarMenu>
        </div>
      ) : (
        <>
          {foldFilters ? filtersMenu : filterControls}
          <div
            role="toolbar"
            aria-label={actionsLabel}
            {...actions.group}
            className="ml-auto flex flex-wrap items-center gap-3"
          >
            {children}
          </div>
        </>
      )}
    </div>
  )
}

type SearchFieldProps = Pick<ListToolbarProps, 'noun' | 'tagged' | 'filter' | 'onFilterChange'> & {
  /** Narrow: the placeholder is one word; the field's name still says what it searches. */
  short: boolean
}

function SearchField({ noun, tagged, filter, onFilterChange, short }: SearchFieldProps) {
  const searched = tagged ? 'name, id or tag' : 'name or id'
  return (
    <div className="relative w-full max-w-xs min-w-0 flex-1">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-subtle" />
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        aria-label={`Search ${noun} by ${searched}`}
        placeholder={short ? 'Search' : `Search by ${searched}`}
        value={filter.query}
        onChange={(event) => onFilterChange({ query: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && filter.query) {
            event.preventDefault()
            onFilterChange({ query: '' })
          }
        }}
        className="peer w-full rounded-md border-0 bg-surface py-1.5 pr-8 pl-8 text-sm text-fg ring-1 ring-line-strong ring-inset placeholder:text-fg-subtle focus:ring-2 focus:ring-accent focus:outline-none"
      />
      {/* A phone has no "/" to press, and a narrow field needs its room. */}
      {!short && (
        <kbd
          aria-hidden="true"
          title="Press / to search"
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-line-strong px-1.5 font-mono text-xs text-fg-subtle peer-focus:hidden peer-[:not(:placeholder-shown)]:hidden"
        >
          /
        </kbd>
      )}
    </div>
  )
}

function FilterBadge({ count }: { count: number }) {
  return count === 0 ? null : <MenuBadge label={`${count} on`}>{count}</MenuBadge>
}

/** Auto-refresh on, in sight while its control is in the menu. */
function AutoRefreshBadge() {
  const choice = autoRefreshPreference.use()
  if (choice === 'off') return null
  const every = autoRefreshLabels[choice]
  return <MenuBadge label={`auto-refresh every ${every}`}>{every}</MenuBadge>
}

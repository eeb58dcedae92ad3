import type { RowFilter, StatusFilter } from './data-table/row-filter'
import { statusFilters } from './data-table/row-filter'
import { SearchIcon } from './icons'

export type ListToolbarProps = {
  noun: string
  filter: RowFilter
  onFilterChange: (patch: Partial<RowFilter>) => void
}

/** The id the page's "/" shortcut focuses. */
export const SEARCH_INPUT_ID = 'list-search'

const statusLabels: Record<StatusFilter, string> = {
  all: 'All',
  complete: 'Complete',
  uploading: 'Uploading',
  stale: 'Stale',
}

/** Search (name and ids, any case) and the status filter; both live in the URL. */
export function ListToolbar({ noun, filter, onFilterChange }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative w-full max-w-xs">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          aria-label={`Search ${noun} by name or id`}
          placeholder="Search by name or id"
          value={filter.query}
          onChange={(event) => onFilterChange({ query: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filter.query) {
              event.preventDefault()
              onFilterChange({ query: '' })
            }
          }}
          className="peer w-full rounded-md border-0 bg-white py-1.5 pr-8 pl-8 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none"
        />
        <kbd
          aria-hidden="true"
          title="Press / to search"
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-500 peer-focus:hidden peer-[:not(:placeholder-shown)]:hidden"
        >
          /
        </kbd>
      </div>
      <fieldset className="flex rounded-md ring-1 ring-slate-300">
        <legend className="sr-only">Status</legend>
        {statusFilters.map((status) => (
          <label
            key={status}
            className="cursor-pointer px-3 py-1.5 text-sm text-slate-700 first:rounded-l-md last:rounded-r-md has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              name="status-filter"
              value={status}
              checked={filter.status === status}
              onChange={() => onFilterChange({ status })}
              className="sr-only"
            />
            {statusLabels[status]}
          </label>
        ))}
      </fieldset>
    </div>
  )
}

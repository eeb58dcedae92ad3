export type TableSkeletonProps = {
  label: string
  columns: number
  rows?: number
  /**
   * Pulse only after a second: for the page shell, shown at start-up, where a pulse at once
   * cost the first rows ~100 ms on a 2-core machine (its frames are painted on the same cores).
   */
  pulseLate?: boolean
}

const widths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-1/3', 'w-5/6'] as const

/** Placeholder rows with the table's shape, so the page does not jump when data arrives. */
export function TableSkeleton({ label, columns, rows = 8, pulseLate = false }: TableSkeletonProps) {
  const pulse = pulseLate ? 'animate-pulse [animation-delay:1s]' : 'animate-pulse'
  return (
    <div role="status" aria-live="polite" aria-busy="true" aria-label={label}>
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        aria-hidden="true"
      >
        <thead>
          <tr>
            {Array.from({ length: columns }, (_, column) => (
              <th key={column} className="bg-surface-muted px-3 py-3">
                <div className="h-3 w-12 max-w-full rounded bg-fill-strong" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column} className="border-t border-line px-3 py-3">
                  <div
                    className={`h-3.5 rounded bg-fill-strong ${pulse} ${widths[(row + column) % widths.length]}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

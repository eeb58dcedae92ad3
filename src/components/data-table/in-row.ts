import { createContext, useContext } from 'react'

/**
 * Whether a cell is drawn in a table row (body-row.tsx), not in a row's details: there its
 * controls are no Tab stops, as the rows are one (use-row-keys.ts) and ArrowRight goes through
 * a row's controls (row-actions.tsx).
 */
export const InRowContext = createContext(false)

/** The `tabIndex` of a control in a cell: -1 in a row, the browser's own in the details. */
export const useCellTabIndex = () => (useContext(InRowContext) ? -1 : undefined)

import { tableFeatures } from '@tanstack/react-table'

/**
 * Declared once: the three asset tables share this feature set and its types. Sorting is not a
 * table feature here: rows are ordered by precomputed keys (row-order.ts) and the table only
 * ever sees the rows in view.
 */
export const features = tableFeatures({})

export type TableFeatures = typeof features

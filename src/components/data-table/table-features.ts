import { createSortedRowModel, rowSortingFeature, tableFeatures } from '@tanstack/react-table'

/** Declared once: the three asset tables share this feature set and its types. */
export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
})

export type TableFeatures = typeof features

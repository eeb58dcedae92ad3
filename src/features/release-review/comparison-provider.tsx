import { useState, type ReactNode } from 'react'
import { ComparisonContext, noComparison } from './comparison-context'

export type ComparisonProviderProps = {
  /** What the lists were read with (the API client): a new one ends the comparison. */
  readWith: unknown
  children: ReactNode
}

/**
 * Holds the panel's comparison with a snapshot: kept while the operator moves between tabs and
 * games, never in the URL (a file cannot be). A snapshot compared under the old token goes with
 * the lists read with it.
 */
export function ComparisonProvider({ readWith, children }: ComparisonProviderProps) {
  const [comparison, setComparison] = useState(noComparison)
  const [comparedBy, setComparedBy] = useState(readWith)
  if (comparedBy !== readWith) {
    setComparedBy(readWith)
    setComparison(noComparison)
  }
  return <ComparisonContext value={{ comparison, setComparison }}>{children}</ComparisonContext>
}

import { lazy, Suspense, type ReactNode } from 'react'
import type { ListKind } from '@/model/list-kinds'
import type { ComparedListProps } from './compared-list'
import { useComparison } from './comparison-context'

/** A list compared with a snapshot: of no use until a file is chosen (src/lazy-seams.ts). */
const LazyComparedList = lazy(() =>
  import('./compared-list').then((module) => ({ default: module.ComparedList })),
)
// React.lazy drops the component's type parameter: this puts it back.
const ComparedList = LazyComparedList as unknown as <K extends ListKind>(
  props: ComparedListProps<K>,
) => ReactNode

/**
 * A tab's list as release review shows it: while this game is compared with a snapshot (or a
 * file is being read for it), with its changes; else as it is, with none of the comparison's code.
 */
export function ComparisonSlot<K extends ListKind>(props: ComparedListProps<K>) {
  const comparison = useComparison()?.comparison
  const comparing =
    comparison !== undefined &&
    (comparison.active?.gameId === props.gameId || !!comparison.reading || !!comparison.problem)
  if (!comparing) return props.children(props.list, undefined)
  return (
    <Suspense fallback={props.children(props.list, undefined)}>
      <ComparedList {...props} />
    </Suspense>
  )
}

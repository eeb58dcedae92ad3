import { useQuery } from '@tanstack/react-query'
import { useApiClient } from '@/api/client-context'
import { listKinds, type ListKind } from '@/model/list-kinds'
import { AlertIcon } from '@/components/icons'
import { listQueries } from './list-queries'

export type TabCountProps = {
  kind: ListKind
  gameId: string
  /** False holds the request back (the count shows once it is allowed and has loaded). */
  enabled: boolean
}

/**
 * Wide enough for three digits, so that a count up to 999 takes the place kept for it; in a
 * narrow panel (a phone) for two, so that the three tabs fit 360 px whole.
 */
const pill = 'min-w-8 rounded-full px-1.5 py-0.5 text-center text-xs @md:min-w-10 @md:px-2'

/**
 * The item count next to a tab label, once that list has loaded; while it arrives, the count so
 * far, with an ellipsis ("1,200…").
 */
export function TabCount({ kind, gameId, enabled }: TabCountProps) {
  const query = useQuery(listQueries.count(useApiClient(), kind, gameId, enabled))
  if (query.isError && !query.data) {
    return (
      <span title={`The ${listKinds[kind].plural} could not be loaded`}>
        <AlertIcon className="size-4 text-danger" />
        <span className="sr-only">(failed to load)</span>
      </span>
    )
  }
  // Its place is kept from the first paint, so the tabs do not move when the count arrives.
  if (!query.data) return <span aria-hidden="true" className={`${pill} h-5 bg-fill`} />
  const count = query.data.items.length.toLocaleString('en-US')
  const { arriving } = query.data
  return (
    <span
      title={arriving ? `${count} ${listKinds[kind].plural} so far; more are arriving` : undefined}
      className={`${pill} bg-fill-strong font-medium text-fg-muted tabular-nums group-aria-selected:bg-accent-soft group-aria-selected:text-accent-strong`}
    >
      {count}
      {arriving && (
        <>
          <span aria-hidden="true">…</span>
          <span className="sr-only"> so far</span>
        </>
      )}
    </span>
  )
}

import { Icon, type IconProps } from './icons'

export type RefreshButtonProps = {
  /** A request for the list is under way, whoever started it (this button, a focus, a timer). */
  isRefreshing: boolean
  onRefresh: () => void
}

/** Stays enabled and focusable while it spins: a click then joins the request under way. */
export function RefreshButton({ isRefreshing, onRefresh }: RefreshButtonProps) {
  return (
    <button
      type="button"
      aria-busy={isRefreshing}
      // The name says it too: few screen readers announce aria-busy on a button.
      aria-label={isRefreshing ? 'Refresh, in progress' : undefined}
      onClick={onRefresh}
      className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <RefreshIcon className={`size-4 ${isRefreshing ? 'motion-safe:animate-spin' : ''}`} />
      Refresh
    </button>
  )
}

const RefreshIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 8A5.5 5.5 0 1 1 8 2.5c1.54 0 3.02.62 4.12 1.68l1.38 1.32" />
    <path d="M13.5 2.5v3h-3" />
  </Icon>
)

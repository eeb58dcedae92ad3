import { CopyButton } from '@/components/copy-button'
import { LinkIcon } from '@/components/icons'

/**
 * What a row's "Copy link" does: copy this address of the item, or hand the item to the page
 * around the table, which makes its own link (an embedded panel's host).
 */
export type RowLink = { copy: string } | { raise: () => void }

export type RowLinkButtonProps = {
  link: RowLink
  /** Where "Copied" is said (the table's one live region). */
  announce: (message: string) => void
  /** -1 in the row actions, which the arrow keys reach. */
  tabIndex?: number | undefined
}

/**
 * "Copy link" for a row's item, in the row actions and the details: copies the page's address
 * of the item (with "Copied", or the field to copy from when the browser refuses), or hands the
 * item to the host, which makes and copies its own link.
 */
export function RowLinkButton({ link, announce, tabIndex }: RowLinkButtonProps) {
  if ('copy' in link) {
    return (
      <CopyButton
        value={link.copy}
        label="link"
        what="link"
        announce={announce}
        icon={LinkIcon}
        tabIndex={tabIndex}
      />
    )
  }
  return (
    <button
      type="button"
      aria-label="Copy link"
      title="Copy link"
      tabIndex={tabIndex}
      onClick={link.raise}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded text-fg-subtle hover:bg-fill hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
    >
      <LinkIcon className="size-4" />
    </button>
  )
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import type { Avatar } from '@/model/list-items'
import { CopyButton } from '@/components/copy-button'
import { shortIdText } from '@/components/short-id'
import { AlertIcon } from '@/components/icons'
import { TimeText } from '@/components/time-text'
import { UnknownValue } from '@/components/unknown-value'
import { formatExactSize, formatSize } from '@/lib/format-size'
import { echoText, shownName } from '@/lib/bound-text'
import { useThumbnailUrl } from './avatar-image-url'
import { AvatarPreviewImage } from './avatar-preview-image'

export type AvatarPreviewDialogProps = {
  avatar: Avatar
  /** The control that opened the dialog: focus goes back to it. */
  trigger: HTMLElement
  /** Called once the dialog has closed, however it closed (Close, Escape, the backdrop). */
  onClosed: () => void
}

const labelClass = 'text-fg-muted'

/**
 * Tab from the last control goes back to the first (Shift+Tab the other way). A modal dialog
 * makes the page inert, but Chromium still lets Tab leave the document for the browser's own
 * controls, and a keyboard user expects to cycle through the dialog as in any modal.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = event.currentTarget.querySelectorAll<HTMLElement>('button, input, a[href]')
  const edge = event.shiftKey ? controls[0] : controls[controls.length - 1]
  const wrapTo = event.shiftKey ? controls[controls.length - 1] : controls[0]
  // Inside a shadow root (the embedded panel) the document's activeElement is the host element.
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot
  if (edge && wrapTo && root.activeElement === edge) {
    event.preventDefault()
    wrapTo.focus()
  }
}

/** The backdrop is no element of its own: its clicks go to the dialog, outside the dialog's box. */
function isOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const box = event.currentTarget.getBoundingClientRect()
  const { clientX: x, clientY: y } = event
  return (
    event.target === event.currentTarget &&
    (x < box.left || x > box.right || y < box.top || y > box.bottom)
  )
}

/**
 * A modal `<dialog>`: the browser makes the page behind it inert and closes it on Escape; Tab
 * cycles through its controls. Every way of closing goes through the native `close` event, which
 * hands the state back to React. Inside the dashboard's element, so it takes its theme.
 */
export function AvatarPreviewDialog({ avatar, trigger, onClosed }: AvatarPreviewDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const url = useThumbnailUrl(avatar)
  const name = shownName(avatar.name)
  // Rows are virtual: the one that opened the dialog may scroll out and unmount before it
  // closes. Its table, found while the trigger is still in it, takes focus then.
  const [table] = useState(() => trigger.closest<HTMLElement>('[role="region"]'))

  // Explicit, not left to the browser, which restores focus only to a trigger still in the page.
  const returnFocus = () => {
    onClosed()
    if (trigger.isConnected) trigger.focus()
    else if (table?.isConnected) table.focus()
  }

  // No cleanup: an unmounted dialog leaves the page, which closes it. Closing it here would
  // send a late `close` event after StrictMode's second run has opened it again.
  useEffect(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal()
  }, [])

  // Both ends of the click on the backdrop: a text selection dragged out of the dialog, or a
  // click on its scrollbar, leaves it open.
  const pressedOnBackdrop = useRef(false)
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && isOnBackdrop(event)) event.currentTarget.close()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={returnFocus}
      onPointerDown={(event) => (pressedOnBackdrop.current = isOnBackdrop(event))}
      onClick={closeOnBackdrop}
      onKeyDown={keepTabInside}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] max-w-none overflow-auto rounded-xl bg-surface p-0 text-fg shadow-2xl ring-1 ring-line transition-[opacity,scale] duration-150 backdrop:bg-[rgb(2_6_23/0.6)] motion-reduce:transition-none starting:scale-95 starting:opacity-0"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={headingId} dir="auto" className="min-w-0 text-lg font-semibold wrap-anywhere">
            {name}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="shrink-0 rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-line-strong hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            Close
          </button>
        </div>
        {url && <AvatarPreviewImage url={url} name={name} />}
        {avatar.warnings.length > 0 && (
          <p className="flex gap-2 rounded-md bg-warn-soft px-3 py-2 text-sm text-warn-strong">
            <AlertIcon className="mt-0.5 size-4 shrink-0 text-warn" />
            {avatar.warnings.join(' ')}
          </p>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-sm">
          <dt className={labelClass}>Size</dt>
          <dd className="tabular-nums">
            {avatar.size === undefined ? (
              <UnknownValue what="size" />
            ) : (
              <>
                {formatSize(avatar.size)}{' '}
                <span className="text-fg-muted">({formatExactSize(avatar.size)})</span>
              </>
            )}
          </dd>
          <dt className={labelClass}>Created</dt>
          <dd>
            <TimeText time={avatar.createdAt} />
          </dd>
          <dt className={labelClass}>Upload ID</dt>
          <dd className="flex items-center gap-1">
            <span className="font-mono text-xs break-all">{echoText(avatar.uploadId)}</span>
            <CopyButton
              value={avatar.uploadId}
              label={`upload ID ${shortIdText(avatar.uploadId)}`}
            />
          </dd>
        </dl>
        <p className="text-xs text-fg-muted">
          The upload ID is the only ID the API gives a custom avatar.
        </p>
      </div>
    </dialog>
  )
}

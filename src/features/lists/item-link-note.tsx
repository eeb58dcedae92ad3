import { echoText } from '@/lib/bound-text'
import { listKinds, type ListKind } from '@/model/list-kinds'

/** Where the item a link opened stands in the open tab's list, when it is not simply shown. */
export type ItemLinkState =
  /** In the list, and left out by the search or a filter. */
  | { state: 'hidden'; name: string }
  /** Not in any of the game's lists, now that they are whole. */
  | { state: 'unknown' }
  /** Not in the list so far: it is still arriving. */
  | { state: 'looking' }

export type ItemLinkNoteProps = {
  kind: ListKind
  itemId: string
  gameName: string
  link: ItemLinkState
  /** Clears the search and filters, so that the item shows. */
  onShow: () => void
  /** Leaves the item: the note goes, and the link with it. */
  onDismiss: () => void
}

const note = 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 text-sm ring-1'
const action = 'font-medium text-accent-strong underline'

/**
 * When the item a link opened is not the highlighted row: hidden by the search or a filter (never
 * shown by changing them unasked: the note offers it), in none of the game's lists (deleted, or
 * another game's), or not arrived yet. Ids and names are echoed bounded, as text.
 */
export function ItemLinkNote({
  kind,
  itemId,
  gameName,
  link,
  onShow,
  onDismiss,
}: ItemLinkNoteProps) {
  const id = `“${echoText(itemId, 80)}”`
  if (link.state === 'looking') {
    return (
      <p role="status" className="text-sm text-fg-muted">
        Looking for {id} in the {listKinds[kind].plural} as they arrive…
      </p>
    )
  }
  if (link.state === 'hidden') {
    return (
      <p role="status" className={`${note} bg-info-soft text-fg ring-line`}>
        <span>
          The {listKinds[kind].singular} this link opens, “{echoText(link.name, 80)}”, is hidden by
          the search or filters.
        </span>
        <button type="button" onClick={onShow} className={action}>
          Clear them and show it
        </button>
      </p>
    )
  }
  return (
    <p role="status" className={`${note} bg-warn-soft text-warn-strong ring-warn-line`}>
      <span>
        No build, CDN site or custom avatar of {echoText(gameName, 80)} has the id {id}: it may have
        been deleted, or the link is for another game. The {listKinds[kind].plural} show as usual.
      </span>
      <button type="button" onClick={onDismiss} className={action}>
        Dismiss
      </button>
    </p>
  )
}

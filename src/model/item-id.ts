import { echoText, hasControls } from '@/lib/bound-text'

/** The longest id an item link may name: ids are UUIDs (36), a service's own a few more. */
export const MAX_ITEM_ID_LENGTH = 128

/** An item id from outside (the URL, a host's prop or attribute): the id, or why it is not one. */
export type ItemIdRead = { id?: string | undefined; problem?: string | undefined }

/**
 * Reads the id of the item a link or a host names (trimmed; blank is none). One with control or
 * bidi formatting characters, or longer than any id, is refused: `problem` says so, naming the
 * value as `named` writes it (`?item=…`), echoed bounded.
 */
export function readItemId(
  value: string | null | undefined,
  named: (echoed: string) => string,
): ItemIdRead {
  const id = value?.trim()
  if (!id) return {}
  const name = named(echoText(id))
  if (hasControls(id)) {
    return {
      problem: `${name} holds control characters, shown here as ⟨U+…⟩, so no item was opened.`,
    }
  }
  if (id.length > MAX_ITEM_ID_LENGTH) {
    return {
      problem: `${name} is ${id.length} characters long; an id is at most ${MAX_ITEM_ID_LENGTH}, so no item was opened.`,
    }
  }
  return { id }
}

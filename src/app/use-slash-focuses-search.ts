import { useEffect } from 'react'
import { SEARCH_INPUT_ID } from '@/features/lists/list-toolbar'

/** Inputs that take characters; a focused radio, checkbox or button does not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'password', 'email', 'url', 'tel', 'number'])

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)))

/**
 * "/" jumps to the list's search box inside `within`, as in most web apps, unless the operator
 * is typing. Returns whether it did.
 */
export function focusSearchOnSlash(event: KeyboardEvent, within: ParentNode): boolean {
  if (event.defaultPrevented || event.key !== '/') return false
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return false
  const search = within.querySelector<HTMLElement>(`#${SEARCH_INPUT_ID}`)
  if (!search) return false
  event.preventDefault()
  search.focus()
  return true
}

/**
 * The standalone page owns the whole document, so there "/" works wherever focus is (the panel
 * itself only listens inside its own element).
 */
export function useSlashFocusesSearch() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => void focusSearchOnSlash(event, document)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

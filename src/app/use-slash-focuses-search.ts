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

/** "/" jumps to the list's search box inside `within`, as in most web apps, unless typing. */
export function focusSearchOnSlash(event: KeyboardEvent, within: ParentNode) {
  if (event.defaultPrevented || event.key !== '/') return
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return
  const search = within.querySelector<HTMLElement>(`#${SEARCH_INPUT_ID}`)
  if (!search) return
  event.preventDefault()
  search.focus()
}

/**
 * The standalone page owns the whole document, so there "/" works wherever focus is (the panel
 * itself only listens inside its own element).
 */
export function useSlashFocusesSearch() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => focusSearchOnSlash(event, document)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

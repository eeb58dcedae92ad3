import { useEffect } from 'react'
import { SEARCH_INPUT_ID } from '../components/list-toolbar'

/** Inputs that take characters; a focused radio, checkbox or button does not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'password', 'email', 'url', 'tel', 'number'])

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)))

/** "/" jumps to the list's search box, as in most web apps, unless the operator is typing. */
export function useSlashFocusesSearch() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target)) return
      const search = document.getElementById(SEARCH_INPUT_ID)
      if (!search) return
      event.preventDefault()
      search.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

import { cutAt, echoText } from '@/lib/bound-text'

// An id at a glance: the first block of a UUID is enough to tell ids apart.
const VISIBLE = 8

const isShortened = (value: string) => value.length > VISIBLE + 1

/**
 * The part of an id shown at a glance: a UUID's first block, a short id whole; its control
 * characters marked as everywhere else (`echoText`), so `b0\ncurl` reads `b0⟨U+000A⟩curl`.
 */
export const shortIdText = (value: string) =>
  echoText(isShortened(value) ? value.slice(0, cutAt(value, VISIBLE)) : value)

/** An id as a table cell shows it: its first block and "…", or whole when short. */
export const shownId = (value: string) =>
  isShortened(value) ? `${shortIdText(value)}…` : echoText(value)

/*
 * The one chunk since-parts.ts loads: what a `since` adds to a list (the figures, the New
 * badge), of no use until one is set.
 */
export { NewBadge } from './new-badge'
export { SinceFacts } from './since-facts'

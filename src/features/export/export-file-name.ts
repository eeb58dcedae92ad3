import type { ExportFormat } from './export-fields'

const pad = (n: number) => String(n).padStart(2, '0')

/** Anything but these would be changed or refused by some file system. */
const UNSAFE = /[^A-Za-z0-9._-]/g

/** The most of the game id a file name holds: file systems refuse names past 255 bytes. */
const ID_LIMIT = 80

/**
 * `<gameId>-<tab>-<YYYY-MM-DD>.<format>`, the date in the operator's time zone; a game id longer
 * than a UUID's twice is cut (an 8,000-character id gave an 8,025-character name).
 */
export function exportFileName(gameId: string, tab: string, date: Date, format: ExportFormat) {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  const id = gameId.slice(0, ID_LIMIT).replace(UNSAFE, '_')
  return `${id}-${tab.replace(UNSAFE, '_')}-${day}.${format}`
}

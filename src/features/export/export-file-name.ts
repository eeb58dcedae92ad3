import type { ExportFormat } from './export-fields'

const pad = (n: number) => String(n).padStart(2, '0')

/** Anything but these would be changed or refused by some file system. */
const UNSAFE = /[^A-Za-z0-9._-]/g

/** The most of the game id a file name holds: file systems refuse names past 255 bytes. */
const ID_LIMIT = 80

/** A game's name in a file name: its letters and digits, in any script; other runs become `_`. */
const NAME_UNSAFE = /[^\p{L}\p{N}.-]+/gu

/** The most of the game's name a file name holds: 32 characters are 128 bytes at most. */
const NAME_LIMIT = 32

/**
 * `<game name>-<gameId>-<tab>-<YYYY-MM-DD>.<format>`, the date in the operator's time zone: the
 * name says which game at a glance, the id which one exactly. A game id longer than a UUID's
 * twice is cut (an 8,000-character id gave an 8,025-character name); a name that is the id, or
 * has no letter or digit, is left out.
 */
export function exportFileName(
  game: { id: string; name: string },
  tab: string,
  date: Date,
  format: ExportFormat,
) {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  const id = game.id.slice(0, ID_LIMIT).replace(UNSAFE, '_')
  const name = [...game.name.trim()]
    .slice(0, NAME_LIMIT)
    .join('')
    .replace(NAME_UNSAFE, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
  const named = name && game.name.trim() !== game.id && /[\p{L}\p{N}]/u.test(name)
  return `${named ? `${name}-` : ''}${id}-${tab.replace(UNSAFE, '_')}-${day}.${format}`
}

import type { ExportFormat } from './export-fields'

const pad = (n: number) => String(n).padStart(2, '0')

/** Anything but these would be changed or refused by some file system. */
const UNSAFE = /[^A-Za-z0-9._-]/g

/** `<gameId>-<tab>-<YYYY-MM-DD>.<format>`, the date in the operator's time zone. */
export function exportFileName(gameId: string, tab: string, date: Date, format: ExportFormat) {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${gameId.replace(UNSAFE, '_')}-${tab.replace(UNSAFE, '_')}-${day}.${format}`
}

import { useState } from 'react'
import type { StatusClock } from '../row-order'
import { DownloadIcon } from '../../../components/icons'
import type { ExportField, ExportFormat } from './export-fields'

/** What an export needs besides the rows: where they come from and which fields to write. */
export type ExportSource<T> = {
  gameId: string
  /** The URL's tab id, for the file name. */
  tab: string
  fields: readonly ExportField<T>[]
}

export type ExportButtonsProps<T> = {
  noun: string
  items: readonly T[]
  /** The rows on screen, in screen order: indexes into `items`. */
  order: Uint32Array
  clock: StatusClock
  source: ExportSource<T>
}

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
]

/** "Export CSV" and "Export JSON": a download of exactly the rows on screen. */
export function ExportButtons<T>({ noun, items, order, clock, source }: ExportButtonsProps<T>) {
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState<ExportFormat>()
  const empty = order.length === 0

  const download = async (format: ExportFormat) => {
    if (busy) return
    setFailed(false)
    setBusy(format)
    try {
      // Loaded on demand: the writers are not part of the start-up bundle.
      const { downloadExport } = await import('./download-export')
      // 100,000 rows take about half a second to write: let "Exporting…" paint first.
      await new Promise((resolve) => setTimeout(resolve, 50))
      downloadExport({ format, items, order, clock, ...source, date: new Date() })
    } catch {
      setFailed(true)
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div role="group" aria-label="Export" className="ml-auto flex items-center gap-2">
      <DownloadIcon className="size-4 text-fg-subtle" />
      {formats.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          disabled={empty}
          aria-busy={busy === format}
          title={
            empty
              ? `No ${noun} match these filters: nothing to export.`
              : `Download the ${noun} shown, in this order, as ${label}`
          }
          onClick={() => void download(format)}
          className="rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-surface disabled:text-fg-subtle disabled:ring-line"
        >
          {busy === format ? `Exporting ${label}…` : `Export ${label}`}
        </button>
      ))}
      {failed && (
        <p role="alert" className="text-sm text-danger-strong">
          The export failed. Try again; if it fails again, reload the page.
        </p>
      )}
    </div>
  )
}

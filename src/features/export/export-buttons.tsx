import { useState } from 'react'
import { Icon, type IconProps } from '@/components/icons'
import type { RovingControl } from '@/components/use-roving-keys'
import type { ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import type { ListModel } from '@/model/list-model'
import type { RowFilter } from '@/model/row-filter'
import type { StatusClock } from '@/model/upload-status'
import { exportRows, type ExportRows } from './download-export'
import { exportFieldsOf, type ExportFormat } from './export-fields'

export type ExportButtonsProps = {
  noun: string
  /** How many rows are on screen: with none, there is nothing to export. */
  rowCount: number
  /** The list is still arriving: an export waits until it is whole. */
  arriving?: boolean
  write: ExportRows
  /** Each button as one of the toolbar's roving controls (use-roving-keys.ts). */
  control?: ((format: ExportFormat) => RovingControl | undefined) | undefined
}

const formats: readonly ExportFormat[] = ['csv', 'json']

/** "Export CSV" and "Export JSON": a download of exactly the rows on screen. */
export function ExportButtons({
  noun,
  rowCount,
  arriving = false,
  write,
  control,
}: ExportButtonsProps) {
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState<ExportFormat>()
  const empty = rowCount === 0

  const download = async (format: ExportFormat) => {
    if (busy || empty || arriving) return
    setFailed(false)
    setBusy(format)
    try {
      // 100,000 rows take about half a second to write: let "Exporting…" paint first.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await write(format)
    } catch {
      setFailed(true)
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div role="group" aria-label="Export" className="ml-auto flex items-center gap-2">
      <DownloadIcon className="size-4 text-fg-subtle" />
      {formats.map((format) => (
        <button
          key={format}
          {...control?.(format)}
          type="button"
          // Not `disabled`: the toolbar's one Tab stop may be this button, and a disabled one
          // takes none; its title says why it does nothing.
          aria-disabled={empty || arriving}
          aria-busy={busy === format}
          title={
            arriving
              ? `The ${noun} are still arriving: export them once they all have.`
              : empty
                ? `No ${noun} match these filters: nothing to export.`
                : `Download the ${noun} shown, in this order, as ${format.toUpperCase()}`
          }
          onClick={() => void download(format)}
          className="rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:cursor-not-allowed aria-disabled:bg-surface aria-disabled:text-fg-subtle aria-disabled:ring-line"
        >
          {busy === format
            ? `Exporting ${format.toUpperCase()}…`
            : `Export ${format.toUpperCase()}`}
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

const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 2.5V10M4.75 6.75 8 10l3.25-3.25" />
    <path d="M3 13h10" />
  </Icon>
)

export type ListExportProps<K extends ListKind> = {
  kind: K
  gameId: string
  gameName: string
  /** When the list was fetched (epoch ms; 0 when not known): the file says so. */
  fetchedAt: number
  noun: string
  list: ListModel<ListItem<K>>
  /** The rows shown, as indexes into the list's items, in screen order. */
  order: Uint32Array
  clock: StatusClock
  /** The filter the rows passed: the file names it. */
  filter: RowFilter
  control?: ExportButtonsProps['control']
}

export function ListExport<K extends ListKind>(props: ListExportProps<K>) {
  const { kind, gameId, gameName, fetchedAt, noun, list, order, clock, filter, control } = props
  const source = { gameId, gameName, tab: kind, fields: exportFieldsOf(kind), fetchedAt }
  return (
    <ExportButtons
      noun={noun}
      rowCount={order.length}
      arriving={list.arriving}
      write={exportRows(list.items, order, clock, source, filter)}
      control={control}
    />
  )
}

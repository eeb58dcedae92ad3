import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ColumnSizingState, RowData } from '@tanstack/react-table'
import { avatarColumns } from './avatars/avatar-columns'
import { buildColumns } from './builds/build-columns'
import { standardColumns } from './upload-columns'
import { foldedAt, PRIMARY_MIN_WIDTH } from '@/components/data-table/folding'
import { useAppTable, type TableColumn } from '@/components/data-table/table-features'

/** The operator's choice: the columns left out, and the widths dragged. */
type Layout = { leftOut: string[]; sizing: ColumnSizingState }

const none: Layout = { leftOut: [], sizing: {} }

/** The columns chosen, at their sizes, as react-table has them for a table with this layout. */
function chosenColumns<T extends RowData>(columns: TableColumn<T>[], layout: Layout) {
  const columnVisibility = Object.fromEntries(layout.leftOut.map((id) => [id, false]))
  const { result } = renderHook(() =>
    useAppTable({
      columns,
      data: [] as T[],
      state: { columnVisibility, columnSizing: layout.sizing },
    }),
  )
  return result.current.getVisibleLeafColumns()
}

/** What folds at a table width, with this layout. */
const foldedWith = <T extends RowData>(columns: TableColumn<T>[], width: number, layout: Layout) =>
  foldedAt(chosenColumns(columns, layout), width)

/** The primary column's width at each table width: what the columns shown leave it. */
function primaryWidth<T extends RowData>(columns: TableColumn<T>[], layout: Layout) {
  const chosen = chosenColumns(columns, layout)
  return (width: number) => {
    const folded = foldedAt(chosen, width)
    const others = chosen.filter(
      (column) => !column.columnDef.meta?.primary && !folded.includes(column.id),
    )
    return width - others.reduce((sum, column) => sum + column.getSize(), 0)
  }
}

const widths = Array.from({ length: (1920 - 360) / 10 + 1 }, (_, i) => 360 + i * 10)

const primaryWidths = {
  builds: primaryWidth(buildColumns, none),
  sites: primaryWidth(standardColumns('sites'), none),
  avatars: primaryWidth(avatarColumns, none),
}

/** The widest column shown beside the primary one at each table width. */
function widestOther<T extends RowData>(columns: TableColumn<T>[]) {
  const chosen = chosenColumns(columns, none)
  return (width: number) => {
    const folded = foldedAt(chosen, width)
    const others = chosen.filter(
      (column) => !column.columnDef.meta?.primary && !folded.includes(column.id),
    )
    return Math.max(0, ...others.map((column) => column.getSize()))
  }
}

const widestOthers = {
  builds: widestOther(buildColumns),
  sites: widestOther(standardColumns('sites')),
}

describe('foldedAt: the name is never starved', () => {
  it.each(Object.entries(primaryWidths))(
    '%s: the name has 200 px or more at every width from 360 to 1920',
    (_, widthAt) => {
      for (const width of widths) {
        expect(widthAt(width), `at ${width}`).toBeGreaterThanOrEqual(PRIMARY_MIN_WIDTH)
      }
    },
  )

  it.each(Object.entries(widestOthers))(
    '%s: the name is never narrower than another column shown, from 360 to 1920',
    (kind, widestAt) => {
      const widthAt = primaryWidths[kind as keyof typeof primaryWidths]
      for (const width of widths) {
        expect(widthAt(width), `at ${width}`).toBeGreaterThanOrEqual(widestAt(width))
      }
    },
  )

  it('holds with columns widened by the operator', () => {
    const layout = { leftOut: [], sizing: { tags: 480, status: 300, buildId: 250 } }
    const widthAt = primaryWidth(buildColumns, layout)
    for (const width of widths) {
      expect(widthAt(width), `at ${width}`).toBeGreaterThanOrEqual(200)
    }
  })

  it('folds the least needed first: ids, then tags, at a laptop width', () => {
    // 1000 px: all but the upload id fit (name 200 + 128 + 112 + 128 + 224 + 128 = 920).
    expect(foldedWith(buildColumns, 1000, none)).toEqual(['uploadId'])
    // 900 px: both ids go (their static band starts at 900), tags stay.
    expect(foldedWith(buildColumns, 850, none)).toEqual(['buildId', 'uploadId'])
    expect(foldedWith(buildColumns, 780, none)).toEqual(['tags', 'buildId', 'uploadId'])
    expect(foldedWith(buildColumns, 1100, none)).toEqual([])
  })

  it('keeps the narrow bands: below 480 every optional column folds', () => {
    expect(foldedWith(buildColumns, 360, none)).toEqual([
      'status',
      'size',
      'created',
      'tags',
      'buildId',
      'uploadId',
    ])
  })

  it('gives the room of a column left out to those chosen', () => {
    // Without the upload id, the build id fits at 1000 px, and nothing folds.
    expect(foldedWith(buildColumns, 1000, { leftOut: ['uploadId'], sizing: {} })).toEqual([])
  })

  it('folds a widened column sooner', () => {
    expect(foldedWith(buildColumns, 1100, { leftOut: [], sizing: { tags: 400 } })).toEqual([
      'uploadId',
    ])
  })
})

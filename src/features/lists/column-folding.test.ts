import { describe, expect, it } from 'vitest'
import type { RowData } from '@tanstack/react-table'
import { avatarColumns } from './avatars/avatar-columns'
import { buildColumns } from './builds/build-columns'
import { standardColumns } from './upload-columns'
import {
  columnId,
  columnSize,
  foldedAt,
  PRIMARY_MIN_WIDTH,
  type ColumnLayout,
} from '@/components/data-table/folding'
import type { TableColumn } from '@/components/data-table/table-features'

const none: ColumnLayout = { leftOut: [], sizing: {} }

/** The primary column's width at a table width: what the columns shown leave it. */
function primaryWidth<T extends RowData>(
  columns: TableColumn<T>[],
  width: number,
  layout: ColumnLayout,
) {
  const folded = foldedAt(columns, width, layout)
  const others = columns.filter(
    (column) =>
      !column.meta?.primary &&
      !folded.includes(columnId(column)) &&
      !layout.leftOut.includes(columnId(column)),
  )
  return width - others.reduce((sum, column) => sum + columnSize(column, layout.sizing), 0)
}

const widths = Array.from({ length: (1920 - 360) / 10 + 1 }, (_, i) => 360 + i * 10)

const primaryWidths = {
  builds: (width: number) => primaryWidth(buildColumns, width, none),
  sites: (width: number) => primaryWidth(standardColumns('sites'), width, none),
  avatars: (width: number) => primaryWidth(avatarColumns, width, none),
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

  it('holds with columns widened by the operator', () => {
    const layout = { leftOut: [], sizing: { tags: 480, status: 300, buildId: 250 } }
    for (const width of widths) {
      expect(primaryWidth(buildColumns, width, layout), `at ${width}`).toBeGreaterThanOrEqual(200)
    }
  })

  it('folds the least needed first: ids, then tags, at a laptop width', () => {
    // 1000 px: all but the upload id fit (name 200 + 128 + 112 + 128 + 224 + 128 = 920).
    expect(foldedAt(buildColumns, 1000, none)).toEqual(['uploadId'])
    // 900 px: both ids go (their static band starts at 900), tags stay.
    expect(foldedAt(buildColumns, 850, none)).toEqual(['buildId', 'uploadId'])
    expect(foldedAt(buildColumns, 780, none)).toEqual(['tags', 'buildId', 'uploadId'])
    expect(foldedAt(buildColumns, 1100, none)).toEqual([])
  })

  it('keeps the narrow bands: below 480 every optional column folds', () => {
    expect(foldedAt(buildColumns, 360, none)).toEqual([
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
    expect(foldedAt(buildColumns, 1000, { leftOut: ['uploadId'], sizing: {} })).toEqual([])
  })

  it('folds a widened column sooner', () => {
    expect(foldedAt(buildColumns, 1100, { leftOut: [], sizing: { tags: 400 } })).toEqual([
      'uploadId',
    ])
  })
})

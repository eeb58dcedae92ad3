import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { parseList } from '@/api/schemas'
import { DisplayProvider } from '@/components/display-context'
import type { Build } from '@/model/list-items'
import { listModel } from '@/model/list-model'
import { noFilter, type RowFilter } from '@/model/row-filter'
import { staleAfterMs } from '@/model/upload-status'
import { defaultView, type View } from '@/model/view'
import { freezeTime, renderWithApi } from '@/test/render'
import { realisticGame } from '@/test/sample'
import { LoadedList } from './list-tab'
import { ViewContext } from './view-context'

const realisticBuilds = parseList('builds', { builds: realisticGame().builds })
const TOTAL = realisticBuilds.length
/** All but the one stale and the one uploading build. */
const COMPLETE = TOTAL - 2

type HarnessProps = {
  items?: Build[]
  initialFilter?: RowFilter
  onFilterChange?: (patch: Partial<RowFilter>) => void
  compact?: boolean
}

/** Holds the view the way the panel does (the standalone page: in the URL). */
function Harness({
  items = realisticBuilds,
  initialFilter = noFilter,
  onFilterChange,
  compact = false,
}: HarnessProps) {
  const [view, setView] = useState<View>({
    ...defaultView,
    ...initialFilter,
    game: 'game-1',
    sort: { column: 'name', direction: 'asc' },
  })
  const list = useMemo(() => listModel(items), [items])
  const change = (patch: Partial<View>) => {
    if (!('sort' in patch)) onFilterChange?.(patch)
    setView((current) => ({ ...current, ...patch }))
  }
  return (
    <ViewContext value={{ view, change, canPickGame: false }}>
      <LoadedList
        kind="builds"
        gameId="game-1"
        gameName="Space Raiders"
        list={list}
        fetchedAt={0}
        compact={compact}
      />
    </ViewContext>
  )
}

function renderList(props: HarnessProps = {}, staleAfterHours?: number) {
  freezeTime()
  const user = userEvent.setup()
  const ui = <Harness {...props} />
  const view = renderWithApi(
    staleAfterHours === undefined ? (
      ui
    ) : (
      <DisplayProvider staleAfter={staleAfterMs(staleAfterHours)}>{ui}</DisplayProvider>
    ),
  )
  return { ...view, user }
}

const search = () => screen.getByRole('searchbox', { name: 'Search builds by name, id or tag' })
const table = () => screen.getByRole('table', { name: 'Builds of Space Raiders' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
/** The Name column's text, top to bottom. */
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)
const statuses = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const summary = () =>
  screen.getAllByRole('status').find((element) => /complete in all/.test(element.textContent))

describe('LoadedList', () => {
  it('shows every row and the figures of the whole list without a filter', () => {
    renderList()
    expect(bodyRows()).toHaveLength(TOTAL)
    expect(summary()).toHaveTextContent(`${TOTAL} builds`)
    expect(summary()).toHaveTextContent(`${COMPLETE} complete`)
    expect(summary()).toHaveTextContent('1 uploading')
    expect(summary()).toHaveTextContent('1 stale')
    expect(summary()).toHaveTextContent('newest upload in 2 min')
    expect(search()).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
  })

  it('narrows the rows as the operator types, any case, and says how many are shown', async () => {
    const onFilterChange = vi.fn()
    const { user } = renderList({ onFilterChange })
    await user.type(search(), 'RELEASE 1')
    await waitFor(() => expect(names()).toEqual(['Release 1.0', 'release 1.1', 'release 1.2']))
    expect(search()).toHaveValue('RELEASE 1')
    expect(summary()).toHaveTextContent(`3 of ${TOTAL} builds shown`)
    // The figures stay those of the whole list.
    expect(summary()).toHaveTextContent(`${COMPLETE} complete`)
    expect(onFilterChange).toHaveBeenLastCalledWith({ query: 'RELEASE 1' })
  })

  it('searches the ids too', async () => {
    const abandoned = realisticBuilds.find((build) => build.name === 'abandoned upload')
    if (!abandoned) throw new Error('no abandoned upload')
    const { user } = renderList()
    await user.type(search(), abandoned.buildId.slice(9, 18))
    expect(await screen.findByRole('row', { name: /^abandoned upload/ })).toBeInTheDocument()
    await waitFor(() => expect(bodyRows()).toHaveLength(1))

    await user.clear(search())
    await user.type(search(), abandoned.uploadId.slice(-10).toUpperCase())
    await waitFor(() => expect(names()).toEqual(['abandoned upload']))
  })

  it('clears the search with Escape', async () => {
    const onFilterChange = vi.fn()
    const { user } = renderList({ onFilterChange })
    await user.type(search(), 'nightly')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    await user.keyboard('{Escape}')
    expect(search()).toHaveValue('')
    expect(search()).toHaveFocus()
    expect(onFilterChange).toHaveBeenLastCalledWith({ query: '' })
    await waitFor(() => expect(bodyRows()).toHaveLength(TOTAL))
    expect(summary()).toHaveTextContent(`${TOTAL} builds`)
  })

  it('leaves Escape alone when the search is already empty', async () => {
    const onFilterChange = vi.fn()
    const { user } = renderList({ onFilterChange })
    await user.click(search())
    await user.keyboard('{Escape}')
    expect(onFilterChange).not.toHaveBeenCalled()
  })

  it.each([
    ['Complete', 'complete', COMPLETE, 'Complete'],
    ['Uploading', 'uploading', 1, 'Uploading'],
    ['Stale', 'stale', 1, 'Stale'],
  ] as const)(
    'shows only %s rows when that status is chosen',
    async (label, status, count, text) => {
      const onFilterChange = vi.fn()
      const { user } = renderList({ onFilterChange })
      const group = screen.getByRole('group', { name: 'Status' })
      await user.click(within(group).getByRole('radio', { name: label }))
      expect(onFilterChange).toHaveBeenLastCalledWith({ status })
      expect(within(group).getByRole('radio', { name: label })).toBeChecked()
      await waitFor(() => expect(bodyRows()).toHaveLength(count))
      expect(new Set(statuses())).toEqual(new Set([text]))
      expect(summary()).toHaveTextContent(`${count} of ${TOTAL} builds shown`)

      await user.click(within(group).getByRole('radio', { name: 'All' }))
      expect(onFilterChange).toHaveBeenLastCalledWith({ status: 'all' })
      await waitFor(() => expect(bodyRows()).toHaveLength(TOTAL))
    },
  )

  it('combines the search with the status', async () => {
    const { user } = renderList({ initialFilter: { query: '', status: 'complete' } })
    await user.type(search(), 'build 1')
    await waitFor(() => expect(names()).toEqual(['build 1', 'build 10', 'build 11', 'build 100']))
    await user.click(screen.getByRole('radio', { name: 'Uploading' }))
    expect(await screen.findByText('No builds match these filters.')).toBeInTheDocument()
  })

  it('opens filtered when the filter comes from the URL', () => {
    renderList({ initialFilter: { query: 'upload', status: 'stale' } })
    expect(search()).toHaveValue('upload')
    expect(screen.getByRole('radio', { name: 'Stale' })).toBeChecked()
    expect(names()).toEqual(['abandoned upload'])
    expect(summary()).toHaveTextContent(`1 of ${TOTAL} builds shown`)
  })

  it('says when nothing matches, and "Show all builds" clears search and status', async () => {
    const onFilterChange = vi.fn()
    const { user } = renderList({ onFilterChange })
    await user.click(screen.getByRole('radio', { name: 'Stale' }))
    await user.type(search(), 'nightly')
    expect(await screen.findByText('No builds match these filters.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(summary()).toHaveTextContent(`0 of ${TOTAL} builds shown`)

    await user.click(screen.getByRole('button', { name: 'Show all builds' }))
    expect(onFilterChange).toHaveBeenLastCalledWith(noFilter)
    expect(search()).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    await waitFor(() => expect(bodyRows()).toHaveLength(TOTAL))
    expect(screen.queryByText('No builds match these filters.')).toBeNull()
  })

  it('keeps the sort order while filtering', async () => {
    const { user } = renderList()
    await user.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(names()[0]).toBe('🎃👻🦇'))
    const descending = names()
    await user.type(search(), 'build')
    await waitFor(() => expect(bodyRows().length).toBeLessThan(TOTAL))
    expect(names()).toEqual(descending.filter((name) => /build/i.test(name ?? '')))
    expect(names()).toHaveLength(10)
  })

  it('orders status Complete, Stale, Uploading when sorted by status', async () => {
    const { user } = renderList()
    await user.click(screen.getByRole('button', { name: 'Status' }))
    await waitFor(() => expect(statuses().at(-1)).toBe('Uploading'))
    expect(statuses()).toEqual([...Array<string>(COMPLETE).fill('Complete'), 'Stale', 'Uploading'])
  })

  it('marks an upload incomplete for more than a day Stale, saying since when', () => {
    renderList()
    const abandoned = screen.getByRole('row', { name: /^abandoned upload/ })
    const badge = within(abandoned).getByText('Stale')
    expect(badge).toHaveAttribute('title', expect.stringMatching(/^Incomplete since /))
    expect(badge.getAttribute('title')).toMatch(/\(6 mo ago\)/)
    expect(badge.getAttribute('title')).toMatch(/probably stalled/)

    const nightly = screen.getByRole('row', { name: /^nightly 2026-10-31/ })
    const uploading = within(nightly).getByText('Uploading')
    expect(uploading.getAttribute('title')).not.toMatch(/^Incomplete since/)
  })

  it('uses the stale threshold from the config', () => {
    renderList({}, 6)
    const nightly = screen.getByRole('row', { name: /^nightly 2026-10-31/ })
    expect(within(nightly).getByText('Stale')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Incomplete since .*\(11 h ago\)/),
    )
    expect(summary()).toHaveTextContent('0 uploading')
    expect(summary()).toHaveTextContent('2 stale')
  })
})

describe('LoadedList with a creation period, the chart filter', () => {
  const from = Date.parse('2026-10-01T00:00:00Z')
  const to = Date.parse('2026-11-01T00:00:00Z')
  const inOctober = realisticBuilds.filter(
    (build) => build.createdAt !== undefined && build.createdAt >= from && build.createdAt < to,
  )

  it('shows only the builds created in it, says so, and × removes it', async () => {
    const onFilterChange = vi.fn()
    const { user } = renderList({ initialFilter: { ...noFilter, from, to }, onFilterChange })
    expect(bodyRows()).toHaveLength(inOctober.length)
    expect(summary()).toHaveTextContent(`${inOctober.length} of ${TOTAL} builds shown`)
    const remove = await screen.findByRole('button', { name: /^Remove filter: Created / })
    await user.click(remove)
    expect(onFilterChange).toHaveBeenLastCalledWith({ from: undefined, to: undefined })
    expect(bodyRows()).toHaveLength(TOTAL)
    expect(screen.queryByRole('button', { name: /^Remove filter: Created / })).toBeNull()
  })

  it('is cleared with the other filters by "Show all builds"', async () => {
    const { user } = renderList({
      initialFilter: { ...noFilter, from, to, query: 'no build is called this' },
    })
    await user.click(screen.getByRole('button', { name: 'Show all builds' }))
    expect(bodyRows()).toHaveLength(TOTAL)
  })
})

describe('LoadedList in a compact panel', () => {
  function renderCompact(initialFilter: RowFilter = noFilter) {
    freezeTime()
    const user = userEvent.setup()
    const view = renderWithApi(<Harness initialFilter={initialFilter} compact />, {
      fetch: () => new Response(JSON.stringify({ builds: realisticGame().builds })),
    })
    return { ...view, user }
  }

  it('puts the filters behind "Filters", which counts those on, and they still filter', async () => {
    const { user } = renderCompact({ ...noFilter, tags: ['channel:stable'] })
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull()
    const filters = screen.getByRole('button', { name: /^Filters ?\(1 on\)$/ })
    await user.click(filters)
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByLabelText('Stale'))
    expect(screen.getByRole('button', { name: /^Filters ?\(2 on\)$/ })).toBe(filters)
    expect(summary()).toHaveTextContent(/^\d+ of 27 builds shown/)
  })

  it('puts refresh, auto-refresh and the actions behind "More", which says when auto-refresh is on', async () => {
    const { user } = renderCompact()
    expect(screen.queryByRole('button', { name: /^Refresh/ })).toBeNull()
    const more = screen.getByRole('button', { name: /^More/ })
    expect(more).toHaveAccessibleName('More')
    await user.click(more)
    const menu = screen.getByRole('group', { name: 'More' })
    expect(within(menu).getByRole('button', { name: /^Refresh/ })).toBeVisible()
    await user.click(within(menu).getByLabelText('30 s'))
    expect(more).toHaveAccessibleName(/^More ?\(auto-refresh every 30 s\)$/)
    expect(within(more).getByText('30 s')).toBeVisible()
    await user.click(within(menu).getByLabelText('Off'))
    expect(more).toHaveAccessibleName('More')
  })
})

import { QueryClient } from '@tanstack/react-query'
import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi, stubMatchMedia } from '@/test/render'
import { SAMPLE_GAMES } from '@/test/sample'
import { sampleApiFor } from '@/test/sample-api'
import { PANEL_ROOT_ATTRIBUTE } from './shadow-css'
import { GameAssetsPanel } from './shadow-panel'
import type { GameAssetsPanelProps } from '@/app/panel-root'

beforeEach(stubMatchMedia)

/** What the panel shows, inside its shadow root. */
const panelOf = (container: HTMLElement) =>
  within(
    container.firstElementChild?.shadowRoot?.querySelector<HTMLElement>(
      `[${PANEL_ROOT_ATTRIBUTE}]`,
    ) as HTMLElement,
  )

const props = (token: string | undefined): GameAssetsPanelProps => ({
  apiBaseUrl: 'https://api.example.com',
  token,
  view: { game: SAMPLE_GAMES.realistic },
})

describe('GameAssetsPanel (the React form)', () => {
  it('drops the lists read with a token when the host changes it, from its own cache too', async () => {
    const { fetch, refuse } = sampleApiFor('operator-a')
    // A host's client that keeps lists for long, as a console's may.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const { container, rerender } = renderUi(
      <GameAssetsPanel {...props('operator-a')} queryClient={queryClient} />,
    )
    const panel = panelOf(container)
    expect(await panel.findByRole('table', { name: 'Builds of Space Raiders' })).toBeVisible()

    await act(async () =>
      rerender(<GameAssetsPanel {...props('operator-b')} queryClient={queryClient} />),
    )
    expect(panel.queryByRole('table', { name: 'Builds of Space Raiders' })).toBeNull()
    expect(panel.queryByRole('button', { name: 'Export CSV' })).toBeNull()
    expect(new Headers(fetch.mock.lastCall?.[1]?.headers).get('authorization')).toBe(
      'Bearer operator-b',
    )
    refuse()
    expect(await panel.findByRole('alert')).toHaveTextContent('Sign-in or token needed')
    // Nothing read with the old token is left for another panel on the same client to show.
    const cached = queryClient.getQueryCache().findAll({ queryKey: [props('').apiBaseUrl] })
    expect(cached.filter((query) => query.state.status === 'success')).toEqual([])
  })

  it('forgets the recent games’ names, read with the old token, when the host changes it', async () => {
    sampleApiFor('operator-a')
    localStorage.setItem(
      'game-assets:recent-games',
      JSON.stringify([{ id: SAMPLE_GAMES.realistic, name: 'Space Raiders' }]),
    )
    const { container, rerender } = renderUi(<GameAssetsPanel {...props('operator-a')} />)
    expect(
      await panelOf(container).findByRole('table', { name: 'Builds of Space Raiders' }),
    ).toBeVisible()
    expect(localStorage.getItem('game-assets:recent-games')).toContain('Space Raiders')
    await act(async () => rerender(<GameAssetsPanel {...props(undefined)} />))
    expect(JSON.parse(localStorage.getItem('game-assets:recent-games') ?? '')).toEqual([
      { id: SAMPLE_GAMES.realistic },
    ])
  })

  it('shows the next operator nothing of the last one’s, on a host client kept between panels', async () => {
    sampleApiFor('operator-a')
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const first = renderUi(<GameAssetsPanel {...props('operator-a')} queryClient={queryClient} />)
    await panelOf(first.container).findByRole('table', { name: 'Builds of Space Raiders' })
    first.unmount()

    const next = renderUi(<GameAssetsPanel {...props(undefined)} queryClient={queryClient} />)
    const panel = panelOf(next.container)
    expect(panel.getByRole('status', { name: 'Loading builds…' })).toBeInTheDocument()
    expect(panel.queryByRole('table', { name: 'Builds of Space Raiders' })).toBeNull()
  })

  it('shows the parts of the view its host owns, and keeps the rest itself', async () => {
    sampleApiFor('operator-a')
    const user = userEvent.setup()
    const onViewChange = vi.fn()
    const { container } = renderUi(
      <GameAssetsPanel
        {...props('operator-a')}
        view={{ game: SAMPLE_GAMES.realistic, tab: 'builds' }}
        onViewChange={onViewChange}
      />,
    )
    const panel = panelOf(container)
    await panel.findByRole('table', { name: 'Builds of Space Raiders' })
    // The host hears every change, the game's too: the operator may pick another.
    expect(panel.getByRole('combobox', { name: 'Game' })).toBeInTheDocument()

    await user.click(panel.getByRole('tab', { name: /CDN sites/ }))
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'sites' }))
    // The host kept its tab.
    expect(panel.getByRole('tab', { name: /Builds/ })).toHaveAttribute('aria-selected', 'true')

    // The sort is the panel's own.
    await user.click(panel.getByRole('button', { name: 'Size' }))
    expect(panel.getByRole('columnheader', { name: /Size/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(onViewChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tab: 'builds', sort: { column: 'size', direction: 'desc' } }),
    )
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FailureActions } from '@/features/lists/failures/failure-actions'
import { jsonResponse, type FetchHandler } from '@/test/fetch'
import { freezeTime, renderWithApi } from '@/test/render'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { sampleApi } from '@/test/sample-api'
import { AssetTabs } from './asset-tabs'
import { ViewContext, type ViewControl } from './view-context'
import { defaultView, type View } from '@/model/view'
import type { ListKind } from '@/model/list-kinds'

const realistic = realisticGame()
const BUILDS = String(realistic.builds.length)
const SITES = String(realistic.sites.length)
const AVATARS = String(realistic.avatars.length)

/** Holds tab, sort and filter the way the dashboard does (there: in the URL). */
function StatefulTabs({
  initialTab = 'builds',
  failureActions = {},
}: {
  initialTab?: ListKind
  failureActions?: FailureActions
}) {
  const [view, setView] = useState<View>({
    ...defaultView,
    game: SAMPLE_GAMES.realistic,
    tab: initialTab,
    sort: { column: 'name', direction: 'asc' },
  })
  const control: ViewControl = {
    view,
    change: (patch) => setView((current) => ({ ...current, ...patch })),
    canPickGame: false,
  }
  return (
    <ViewContext value={control}>
      <AssetTabs
        gameId={SAMPLE_GAMES.realistic}
        gameName="Space Raiders"
        failureActions={failureActions}
      />
    </ViewContext>
  )
}

function renderTabs(fetch: FetchHandler = sampleApi, initialTab?: ListKind) {
  freezeTime()
  return renderWithApi(<StatefulTabs initialTab={initialTab} />, { fetch })
}

/** Sample data, except that the CDN site list fails with a 403. */
const sitesForbidden: FetchHandler = (url, init) =>
  url.endsWith('/cdn/sites')
    ? jsonResponse(
        {
          code: 'API_FORBIDDEN',
          message: 'This token may not read CDN sites.',
          ray_id: 'ray-sites-403',
        },
        { status: 403 },
      )
    : sampleApi(url, init)

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) })
const selectedTab = () =>
  screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true')

describe('AssetTabs', () => {
  it('shows three tabs in order, the chosen one selected and focusable', () => {
    renderTabs()
    const tabs = within(screen.getByRole('tablist', { name: 'Asset kinds' })).getAllByRole('tab')
    expect(tabs.map((element) => element.textContent)).toEqual(['Builds', 'CDN sites', 'Avatars'])
    expect(tabs.map((element) => element.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ])
    expect(tabs.map((element) => element.tabIndex)).toEqual([0, -1, -1])
  })

  it('labels the panel with the selected tab', async () => {
    renderTabs(sampleApi, 'avatars')
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveAccessibleName(/^Avatars/)
    expect(
      await within(panel).findByRole('table', { name: 'Avatars of Space Raiders' }),
    ).toBeInTheDocument()
  })

  it('shows the item count of every tab once its list has loaded', async () => {
    renderTabs()
    expect(await within(tab('Builds')).findByText(BUILDS)).toBeInTheDocument()
    expect(await within(tab('CDN sites')).findByText(SITES)).toBeInTheDocument()
    expect(await within(tab('Avatars')).findByText(AVATARS)).toBeInTheDocument()
  })

  it('moves the selection and focus with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(tab('Builds'))
    expect(tab('Builds')).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe(tab('CDN sites'))
    expect(tab('CDN sites')).toHaveFocus()
    expect(
      await screen.findByRole('table', { name: 'CDN sites of Space Raiders' }),
    ).toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe(tab('Avatars'))
    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toBe(tab('Builds'))
    await user.keyboard('{ArrowLeft}')
    expect(selectedTab()).toBe(tab('Avatars'))
    expect(tab('Avatars')).toHaveFocus()
  })

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(tab('Builds'))
    await user.keyboard('{End}')
    expect(selectedTab()).toBe(tab('Avatars'))
    await user.keyboard('{Home}')
    expect(selectedTab()).toBe(tab('Builds'))
    expect(tab('Builds')).toHaveFocus()
  })

  it('shows only the selected panel', async () => {
    const user = userEvent.setup()
    renderTabs()
    await screen.findByRole('table', { name: 'Builds of Space Raiders' })
    await user.click(tab('Avatars'))
    expect(
      await screen.findByRole('table', { name: 'Avatars of Space Raiders' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Builds of Space Raiders' })).toBeNull()
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('keeps a failure in one tab out of the others', async () => {
    const user = userEvent.setup()
    renderTabs(sitesForbidden)

    expect(await within(tab('CDN sites')).findByText('(failed to load)')).toBeInTheDocument()
    expect(await within(tab('Builds')).findByText(BUILDS)).toBeInTheDocument()
    expect(await within(tab('Avatars')).findByText(AVATARS)).toBeInTheDocument()
    expect(
      await screen.findByRole('table', { name: 'Builds of Space Raiders' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()

    await user.click(tab('CDN sites'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This token cannot read this game')
    expect(alert).toHaveTextContent(
      `The token in use may not read “Space Raiders” (${SAMPLE_GAMES.realistic}).`,
    )
    expect(alert).toHaveTextContent('The API said: “This token may not read CDN sites.”')
    expect(alert).toHaveTextContent(/Ray ID\s*ray-sites-403/)
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()

    await user.click(tab('Avatars'))
    expect(
      await screen.findByRole('table', { name: 'Avatars of Space Raiders' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("offers the page's ways out of a 403: another token or another game", async () => {
    const user = userEvent.setup()
    const actions = { enterToken: vi.fn(), chooseGame: vi.fn() }
    freezeTime()
    renderWithApi(<StatefulTabs initialTab="sites" failureActions={actions} />, {
      fetch: sitesForbidden,
    })
    const alert = await screen.findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Enter a token' }))
    expect(actions.enterToken).toHaveBeenCalledTimes(1)
    await user.click(within(alert).getByRole('button', { name: 'Choose another game' }))
    expect(actions.chooseGame).toHaveBeenCalledTimes(1)
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('asks the API for each list once, however often the tabs change', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderTabs()
    await within(tab('Avatars')).findByText(AVATARS)
    await user.click(tab('CDN sites'))
    await user.click(tab('Avatars'))
    await user.click(tab('Builds'))
    await screen.findByRole('table', { name: 'Builds of Space Raiders' })
    const paths = fetchMock.mock.calls.map(([url]) => String(url).split('/').slice(4).join('/'))
    expect(paths.sort()).toEqual(['avatars', 'builds', 'cdn/sites'])
  })
})

describe('AssetTabs, while the open list is still arriving', () => {
  it('holds the other lists back until the open one is whole', async () => {
    // The page's idle moments, run by hand.
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const runIdle = () => idle.splice(0).forEach((callback) => callback())
    const text = JSON.stringify({ builds: realistic.builds })
    const half = text.indexOf('{"build_id"', text.length / 2)
    let finish!: () => void
    const finished = new Promise<void>((resolve) => (finish = resolve))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent++ > 0) await finished
        controller.enqueue(
          new TextEncoder().encode(sent === 1 ? text.slice(0, half) : text.slice(half)),
        )
        if (sent > 1) controller.close()
      },
    })
    const { queryClient, unmount } = renderTabs((url, init) =>
      url.endsWith('/builds') ? new Response(body) : sampleApi(url, init),
    )
    // The lists asked for so far (loading or loaded), by kind.
    const started = () =>
      queryClient
        .getQueryCache()
        .findAll()
        .filter(({ state }) => state.fetchStatus !== 'idle' || state.data !== undefined)
        .map(({ queryKey }) => queryKey.at(-1))
        .sort()
    await screen.findByText(/builds so far/)
    await act(async () => runIdle())
    expect(started()).toEqual(['builds'])

    finish()
    await screen.findByText(`${BUILDS} builds`)
    await waitFor(() => {
      runIdle()
      expect(started()).toEqual(['avatars', 'builds', 'sites'])
    })
    unmount()
    vi.unstubAllGlobals()
  })
})

describe('AssetTabs refresh controls', () => {
  const refreshButton = () => screen.getByRole('button', { name: /^Refresh/ })
  const listRequests = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).length

  it('sit beside the tab list, not inside it', async () => {
    renderTabs()
    await screen.findByRole('table', { name: 'Builds of Space Raiders' })
    const tablist = screen.getByRole('tablist', { name: 'Asset kinds' })
    expect(within(tablist).queryByRole('button', { name: /^Refresh/ })).toBeNull()
    expect(within(tablist).queryByRole('radiogroup')).toBeNull()
    expect(refreshButton()).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Auto-refresh' })).toBeInTheDocument()
  })

  it('spin while the list loads, with no "Updated" time yet', () => {
    renderTabs((url, init) =>
      url.endsWith('/builds') ? new Promise<Response>(() => {}) : sampleApi(url, init),
    )
    expect(screen.getByRole('status', { name: 'Loading builds…' })).toBeInTheDocument()
    expect(refreshButton()).toHaveAttribute('aria-busy', 'true')
    expect(refreshButton()).toHaveAccessibleName('Refresh, in progress')
    expect(screen.queryByText(/^Updated/)).toBeNull()
  })

  it('ask for a list that failed again, with the failure on screen', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderTabs(sitesForbidden, 'sites')
    await screen.findByRole('alert')
    expect(screen.queryByText(/^Updated/)).toBeNull()
    expect(listRequests(fetchMock, '/cdn/sites')).toBe(1)
    await user.click(refreshButton())
    await waitFor(() => expect(listRequests(fetchMock, '/cdn/sites')).toBe(2))
  })

  it('show when an empty list was loaded, and refresh it', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderTabs((url, init) =>
      url.endsWith('/builds') ? jsonResponse({ builds: [] }) : sampleApi(url, init),
    )
    expect(await screen.findByText('This game has no builds yet.')).toBeInTheDocument()
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated just now')
    expect(refreshButton()).toHaveAttribute('aria-busy', 'false')
    await user.click(refreshButton())
    await waitFor(() => expect(listRequests(fetchMock, '/builds')).toBe(2))
  })

  it('act on the selected tab', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderTabs()
    await within(tab('Avatars')).findByText(AVATARS)
    await user.click(tab('Avatars'))
    await screen.findByRole('table', { name: 'Avatars of Space Raiders' })
    await user.click(refreshButton())
    await waitFor(() => expect(listRequests(fetchMock, '/avatars')).toBe(2))
    expect(listRequests(fetchMock, '/builds')).toBe(1)
    expect(listRequests(fetchMock, '/cdn/sites')).toBe(1)
  })
})

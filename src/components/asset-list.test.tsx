import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { avatars } from '../features/avatars/avatars'
import { builds } from '../features/builds/builds'
import { cdnSites } from '../features/cdn-sites/cdn-sites'
import { jsonResponse, requestHeaders, type FetchHandler } from '../test/fetch'
import { freezeTime, renderWithApi, type RenderWithApiOptions } from '../test/render'
import { SAMPLE_GAMES } from '../test/sample'
import { deferred, sampleApi } from '../test/sample-api'
import { AssetList, type AssetKind } from './asset-list'
import type { SortState } from './data-table/sort'
import type { UploadSummary } from '../api/schemas'

const byName: SortState = { column: 'name', direction: 'asc' }

function renderList<T extends UploadSummary>(
  kind: AssetKind<T>,
  gameId: string,
  options: RenderWithApiOptions,
) {
  freezeTime()
  const onSortChange = vi.fn()
  const view = renderWithApi(
    <AssetList
      kind={kind}
      gameId={gameId}
      gameName="Space Raiders"
      sort={byName}
      onSortChange={onSortChange}
    />,
    options,
  )
  return { ...view, onSortChange }
}

const serverError = () =>
  jsonResponse(
    {
      code: 'ERROR',
      message: 'The build index is being rebuilt, try again in a minute.',
      ray_id: 'a1b2c3d4e5f60718',
      documentation: 'https://rivet.gg/docs/general/errors/error',
      metadata: {},
    },
    { status: 500 },
  )

/** Fails the first request with `first`, then answers from the sample data. */
function failingOnce(first: () => Response): FetchHandler {
  let calls = 0
  return (url, init) => (calls++ === 0 ? first() : sampleApi(url, init))
}

describe('AssetList', () => {
  it('shows a busy skeleton named after the list while loading', async () => {
    const answer = deferred<Response>()
    renderList(builds, SAMPLE_GAMES.realistic, { fetch: () => answer.promise })

    const status = screen.getByRole('status', { name: 'Loading builds…' })
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('table', { name: /Builds of/ })).toBeNull()

    answer.resolve(jsonResponse({ builds: [] }))
    await screen.findByText('This game has no builds yet.')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("requests the game's list through the API client, with the token", async () => {
    const { fetchMock } = renderList(builds, 'a/b?c', {
      fetch: () => jsonResponse({ builds: [] }),
      baseUrl: 'https://api.example.com/',
      token: 'secret',
    })
    await screen.findByText('This game has no builds yet.')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'https://api.example.com/cloud/games/a%2Fb%3Fc/builds',
    )
    expect(requestHeaders(fetchMock).get('authorization')).toBe('Bearer secret')
  })

  it('shows the realistic game as a table named after the game', async () => {
    renderList(builds, SAMPLE_GAMES.realistic, { fetch: sampleApi })
    const table = await screen.findByRole('table', { name: 'Builds of Space Raiders' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 24)
    expect(within(table).getByText('build 100')).toBeInTheDocument()
  })

  const emptyLists = [
    ['builds', () => renderList(builds, SAMPLE_GAMES.empty, { fetch: sampleApi })],
    ['CDN sites', () => renderList(cdnSites, SAMPLE_GAMES.empty, { fetch: sampleApi })],
    ['custom avatars', () => renderList(avatars, SAMPLE_GAMES.empty, { fetch: sampleApi })],
  ] as const

  it.each(emptyLists)(
    'says what an empty list of %s means and what to expect',
    async (noun, render) => {
      render()
      expect(await screen.findByText(`This game has no ${noun} yet.`)).toBeInTheDocument()
      expect(screen.getByText(/show up here as soon as .* starts uploading/)).toBeInTheDocument()
      expect(screen.queryByRole('table')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )

  it("shows the server's message, code and ray id, and a retry that loads the list", async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderList(builds, SAMPLE_GAMES.realistic, {
      fetch: failingOnce(serverError),
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load builds')
    expect(alert).toHaveTextContent('The build index is being rebuilt, try again in a minute.')
    expect(alert).toHaveTextContent(/HTTP\s*500/)
    expect(alert).toHaveTextContent(/Code\s*ERROR/)
    expect(alert).toHaveTextContent(/Ray ID\s*a1b2c3d4e5f60718/)
    expect(within(alert).getByRole('link', { name: 'What this error means' })).toHaveAttribute(
      'href',
      'https://rivet.gg/docs/general/errors/error',
    )
    expect(screen.queryByRole('table')).toBeNull()

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))

    expect(await screen.findByRole('table', { name: 'Builds of Space Raiders' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('shows a proxy failure as a plain sentence, never its HTML', async () => {
    renderList(builds, SAMPLE_GAMES.realistic, {
      fetch: () =>
        new Response('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html', 'rvt-ray-id': 'ray-from-header' },
        }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load builds')
    expect(alert).toHaveTextContent(/HTTP\s*502/)
    expect(alert).toHaveTextContent(/Ray ID\s*ray-from-header/)
    expect(alert.textContent).not.toMatch(/nginx|<h1>|<hr>/)
  })

  it('names the item and field when the list does not match the contract', async () => {
    renderList(builds, SAMPLE_GAMES.realistic, {
      fetch: () =>
        jsonResponse(
          { builds: [{ build_id: 'b', display_name: 'x', content_length: '12' }] },
          { headers: { 'rvt-ray-id': 'ray-bad-body' } },
        ),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/item 0 of "builds"/)
    expect(alert).toHaveTextContent(/Ray ID\s*ray-bad-body/)
    expect(alert).not.toHaveTextContent(/HTTP/)
  })

  it('explains an unreachable API', async () => {
    renderList(builds, SAMPLE_GAMES.realistic, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/Could not reach the API at \/cloud\/games\/.+\/builds/)
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  })

  it('keeps the last list on screen when a refresh fails, and says so', async () => {
    let calls = 0
    const { queryClient } = renderList(builds, SAMPLE_GAMES.realistic, {
      fetch: (url, init) => (calls++ === 0 ? sampleApi(url, init) : serverError()),
    })
    await screen.findByRole('table', { name: 'Builds of Space Raiders' })

    await queryClient.refetchQueries()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not refresh builds; showing the last list loaded')
    expect(alert).toHaveTextContent(/Ray ID\s*a1b2c3d4e5f60718/)
    expect(screen.getByRole('table', { name: 'Builds of Space Raiders' })).toBeInTheDocument()
  })

  it('sorts through onSortChange, leaving the order to its owner', async () => {
    const user = userEvent.setup()
    const { onSortChange } = renderList(builds, SAMPLE_GAMES.realistic, { fetch: sampleApi })
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Size' }))
    expect(onSortChange).toHaveBeenCalledWith({ column: 'size', direction: 'desc' })
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, requestHeaders, type FetchHandler } from '@/test/fetch'
import { freezeTime, renderWithApi, type RenderWithApiOptions } from '@/test/render'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { deferred, sampleApi } from '@/test/sample-api'
import type { ListKind } from '@/model/list-kinds'
import { ListTab } from './list-tab'
import { ViewContext } from './view-context'
import { defaultView } from '@/model/view'
import type { SortState } from '@/model/sort'
import { createQueryClient } from '@/api/query-client'

const byName: SortState = { column: 'name', direction: 'asc' }

function renderList(
  kind: ListKind,
  gameId: string,
  options: RenderWithApiOptions,
  gameName = 'Space Raiders',
) {
  freezeTime()
  const onSortChange = vi.fn()
  const onFilterChange = vi.fn()
  const view = renderWithApi(
    <ViewContext
      value={{
        view: { ...defaultView, game: gameId, tab: kind, sort: byName },
        change: ({ sort, ...filter }) => (sort ? onSortChange(sort) : onFilterChange(filter)),
        canPickGame: false,
      }}
    >
      <ListTab
        kind={kind}
        gameId={gameId}
        gameName={gameName}
        compact={false}
        failureActions={{}}
      />
    </ViewContext>,
    options,
  )
  return { ...view, onSortChange, onFilterChange }
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

/** One build as the API sends it; tests change one field at a time. */
const wireBuild = {
  build_id: 'b-1',
  upload_id: 'u-1',
  display_name: 'server.tar',
  create_ts: '2026-10-29T08:00:00Z',
  content_length: 1024,
  complete: true,
}

/** Fails the first request with `first`, then answers from the sample data. */
function failingOnce(first: () => Response): FetchHandler {
  let calls = 0
  return (url, init) => (calls++ === 0 ? first() : sampleApi(url, init))
}

describe('ListTab', () => {
  it('shows a busy skeleton named after the list while loading', async () => {
    const answer = deferred<Response>()
    renderList('builds', SAMPLE_GAMES.realistic, { fetch: () => answer.promise })

    const status = screen.getByRole('status', { name: 'Loading builds…' })
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('table', { name: /Builds of/ })).toBeNull()

    answer.resolve(jsonResponse({ builds: [] }))
    await screen.findByText('This game has no builds yet.')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("requests the game's list through the API client, with the token", async () => {
    const { fetchMock } = renderList('builds', 'a/b?c', {
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
    renderList('builds', SAMPLE_GAMES.realistic, { fetch: sampleApi })
    const table = await screen.findByRole('table', { name: 'Builds of Space Raiders' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + realisticGame().builds.length)
    expect(within(table).getByText('build 100')).toBeInTheDocument()
  })

  it('names the table after a game whose name holds an override, the override shown', async () => {
    renderList('builds', SAMPLE_GAMES.realistic, { fetch: sampleApi }, 'Space \u202ESrediaR')
    expect(
      await screen.findByRole('table', { name: 'Builds of Space ⟨U+202E⟩SrediaR' }),
    ).toBeVisible()
  })

  const emptyLists = [
    ['builds', () => renderList('builds', SAMPLE_GAMES.empty, { fetch: sampleApi })],
    ['CDN sites', () => renderList('sites', SAMPLE_GAMES.empty, { fetch: sampleApi })],
    ['custom avatars', () => renderList('avatars', SAMPLE_GAMES.empty, { fetch: sampleApi })],
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
    const { fetchMock } = renderList('builds', SAMPLE_GAMES.realistic, {
      fetch: failingOnce(serverError),
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The API failed to list builds (HTTP 500)')
    expect(alert).toHaveTextContent('The API reported an error on its side.')
    expect(alert).toHaveTextContent(
      'The API said: “The build index is being rebuilt, try again in a minute.”',
    )
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
    renderList('builds', SAMPLE_GAMES.realistic, {
      fetch: () =>
        new Response('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html', 'rvt-ray-id': 'ray-from-header' },
        }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('A gateway in front of the API failed (HTTP 502)')
    expect(alert).toHaveTextContent('The API, or a proxy before it, is down or overloaded.')
    expect(alert).toHaveTextContent(/HTTP\s*502/)
    expect(alert).toHaveTextContent(/Ray ID\s*ray-from-header/)
    expect(alert).not.toHaveTextContent('The API said')
    expect(alert.textContent).not.toMatch(/nginx|Bad Gateway|<h1>|<hr>/)
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  })

  it('names the item and field when the list does not match the contract', async () => {
    renderList('builds', SAMPLE_GAMES.realistic, {
      fetch: () =>
        jsonResponse(
          { builds: [{ ...wireBuild, complete: 'yes' }] },
          { headers: { 'rvt-ray-id': 'ray-bad-body' } },
        ),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("The API's list of builds could not be read")
    expect(alert).toHaveTextContent(/item 0 of "builds"/)
    expect(alert).toHaveTextContent(/complete/)
    expect(alert).toHaveTextContent(/"yes"/)
    expect(alert).toHaveTextContent(/Ray ID\s*ray-bad-body/)
    expect(alert).not.toHaveTextContent(/HTTP/)
  })

  it('keeps an item whose size or time cannot be read, marked, with "Unknown" for the value', async () => {
    renderList('builds', SAMPLE_GAMES.realistic, {
      fetch: () =>
        jsonResponse({
          builds: [
            wireBuild,
            { ...wireBuild, build_id: 'b-2', display_name: 'odd.tar', content_length: '12' },
            { ...wireBuild, build_id: 'b-3', display_name: 'late.tar', create_ts: 'yesterday' },
          ],
        }),
    })
    const table = await screen.findByRole('table', { name: 'Builds of Space Raiders' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(
      screen
        .getAllByRole('status')
        .find((status) => status.textContent?.includes('could not read')),
    ).toHaveTextContent('2 of the 3 builds came with values the dashboard could not read.')

    const odd = within(table).getByRole('row', { name: /odd\.tar/ })
    expect(within(odd).getByText('Unknown')).toHaveAttribute(
      'title',
      'The API sent no readable size for this item',
    )
    expect(within(odd).getByText(/^Warning: content_length "12"/)).toBeInTheDocument()
    const late = within(table).getByRole('row', { name: /late\.tar/ })
    expect(within(late).getByText('Unknown')).toHaveAttribute(
      'title',
      'The API sent no readable time for this item',
    )
    const sound = within(table).getByRole('row', { name: /server\.tar/ })
    expect(within(sound).queryByText(/Warning/)).toBeNull()
    expect(within(sound).queryByText('Unknown')).toBeNull()
  })

  it('counts down after a 429, then shows the list the automatic retry brings', async () => {
    const { fetchMock } = renderList('builds', SAMPLE_GAMES.realistic, {
      queryClient: createQueryClient(),
      fetch: failingOnce(() =>
        jsonResponse(
          { code: 'API_RATE_LIMIT', message: 'Slow down.', ray_id: 'ray-429' },
          { status: 429, headers: { 'retry-after': '1' } },
        ),
      ),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many requests')
    expect(alert).toHaveTextContent('Trying again by itself in 1 s…')
    expect(alert).toHaveTextContent(/Ray ID\s*ray-429/)
    expect(within(alert).queryByRole('button')).toBeNull()

    expect(
      await screen.findByRole('table', { name: 'Builds of Space Raiders' }, { timeout: 3_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('says an answer this browser cannot read, and does not download it again by itself', async () => {
    // What the engine throws when a string would pass its longest.
    vi.spyOn(TextDecoder.prototype, 'decode').mockImplementation(() => {
      throw new RangeError('Invalid string length')
    })
    const { fetchMock } = renderList('builds', SAMPLE_GAMES.realistic, {
      queryClient: createQueryClient(),
      fetch: sampleApi,
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("The API's list of builds could not be read")
    expect(alert).toHaveTextContent(
      "This browser could not read the API's answer (RangeError: Invalid string length)",
    )
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
    // The query's retries are over once it shows a failure: there were none.
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('says an unknown game does not exist, with no retry', async () => {
    renderList('builds', 'no-such-game', { fetch: sampleApi })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This game does not exist')
    expect(alert).toHaveTextContent('The API has no game “Space Raiders” (no-such-game).')
    expect(alert).toHaveTextContent(/Code\s*API_NOT_FOUND/)
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('explains an unreachable API', async () => {
    renderList('builds', SAMPLE_GAMES.realistic, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The API could not be reached')
    expect(alert).toHaveTextContent(/Could not reach the API at \/cloud\/games\/.+\/builds/)
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  })

  it('keeps the last list on screen when a refresh fails, and says so', async () => {
    let calls = 0
    const { queryClient } = renderList('builds', SAMPLE_GAMES.realistic, {
      fetch: (url, init) => (calls++ === 0 ? sampleApi(url, init) : serverError()),
    })
    await screen.findByRole('table', { name: 'Builds of Space Raiders' })

    await queryClient.refetchQueries()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not refresh the builds; showing the list loaded before')
    expect(alert).toHaveTextContent('The API reported an error on its side.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
    expect(alert).toHaveTextContent(/Ray ID\s*a1b2c3d4e5f60718/)
    expect(screen.getByRole('table', { name: 'Builds of Space Raiders' })).toBeInTheDocument()
  })

  it('sorts through onSortChange, leaving the order to its owner', async () => {
    const user = userEvent.setup()
    const { onSortChange } = renderList('builds', SAMPLE_GAMES.realistic, { fetch: sampleApi })
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Size' }))
    expect(onSortChange).toHaveBeenCalledWith({ column: 'size', direction: 'desc' })
  })
})

describe('a list still arriving', () => {
  /** The realistic builds, the first part sent at once and the rest when `finish` is called. */
  function arrivingBuilds(options: { cutShort?: boolean } = {}) {
    const text = JSON.stringify({ builds: realisticGame().builds })
    const half = text.indexOf('{"build_id"', text.length / 2)
    const encoder = new TextEncoder()
    let finish!: () => void
    const finished = new Promise<void>((resolve) => (finish = resolve))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent++ === 0) return controller.enqueue(encoder.encode(text.slice(0, half)))
        await finished
        if (options.cutShort) return controller.close()
        controller.enqueue(encoder.encode(text.slice(half)))
        controller.close()
      },
    })
    return { finish, respond: () => new Response(body) }
  }

  it('shows what has arrived, says so, and holds the export until the list is whole', async () => {
    const arriving = arrivingBuilds()
    renderList('builds', SAMPLE_GAMES.realistic, { fetch: arriving.respond })
    const total = realisticGame().builds.length
    const status = await screen.findByText(/builds so far/)
    const shown = Number(/^([\d,]+)/.exec(status.textContent ?? '')?.[1])
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(total)
    expect(screen.getByText('more arriving…')).toBeVisible()
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '-1')
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    arriving.finish()
    expect(await screen.findByText(`${total} builds`)).toBeVisible()
    expect(screen.queryByText('more arriving…')).toBeNull()
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(total + 1))
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('takes the rows away and refuses the list when its body is cut short', async () => {
    const arriving = arrivingBuilds({ cutShort: true })
    renderList('builds', SAMPLE_GAMES.realistic, { fetch: arriving.respond })
    await screen.findByText(/builds so far/)
    arriving.finish()
    expect(await screen.findByRole('alert')).toHaveTextContent(/not JSON \(or is cut short\)/)
    expect(screen.queryByRole('table')).toBeNull()
  })
})

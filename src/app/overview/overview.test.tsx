import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { GameOption } from '@/features/games/game-options'
import { defaultView, type View } from '@/model/view'
import { jsonResponse } from '@/test/fetch'
import { freezeTime, renderWithApi } from '@/test/render'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { deferred, sampleApi } from '@/test/sample-api'
import { ViewContext } from '@/app/view-context'
import { Overview } from './overview'

const games: GameOption[] = [
  { id: SAMPLE_GAMES.realistic, name: 'Space Raiders', source: 'api' },
  { id: SAMPLE_GAMES.empty, name: 'Empty Game', source: 'api' },
  { id: SAMPLE_GAMES.large, name: 'Load Test', source: 'api' },
]

function StatefulOverview({
  start = {},
  listing = false,
}: {
  start?: Partial<View>
  listing?: boolean
}) {
  const [view, setView] = useState<View>({ ...defaultView, ...start })
  const control = {
    view,
    change: (patch: Partial<View>) => setView((before) => ({ ...before, ...patch })),
    canPickGame: true,
  }
  return (
    <ViewContext value={control}>
      <Overview games={games} listing={listing} />
      <output data-testid="view">{JSON.stringify({ game: view.game, tab: view.tab })}</output>
    </ViewContext>
  )
}

/** Holds every list request until the test answers it from the sample data. */
function heldApi() {
  const held: { url: string; answer: () => void }[] = []
  const handler = (url: string, init: RequestInit | undefined) => {
    if (!/\/cloud\/games\/[^/]+\//.test(url)) return sampleApi(url, init)
    const answer = deferred<Response>()
    held.push({ url, answer: () => answer.resolve(sampleApi(url, init) as Response) })
    return answer.promise
  }
  return { held, handler }
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

describe('the overview', () => {
  it('asks for at most 4 lists at once, in the table’s first order, and fills each row as they come', async () => {
    freezeTime()
    const { held, handler } = heldApi()
    renderWithApi(<StatefulOverview />, { fetch: handler })
    await waitFor(() => expect(held).toHaveLength(4))
    // By name, as the table first shows them: Empty Game, Load Test, Space Raiders.
    expect(held.map(({ url }) => url.split('/games/')[1])).toEqual([
      `${SAMPLE_GAMES.empty}/builds`,
      `${SAMPLE_GAMES.empty}/cdn/sites`,
      `${SAMPLE_GAMES.empty}/avatars`,
      `${SAMPLE_GAMES.large}/builds`,
    ])
    held[0]!.answer()
    await waitFor(() => expect(held).toHaveLength(5))
    // Never more than 4 waiting: each answer lets one more go.
    for (let answered = 1; answered < 9; answered++) {
      held[answered]!.answer()
      await waitFor(() => expect(held.length).toBe(Math.min(9, answered + 5)))
    }
    const realistic = realisticGame()
    const space = row('Space Raiders')
    const counts = { builds: 'builds', sites: 'CDN sites', avatars: 'custom avatars' } as const
    for (const [kind, plural] of Object.entries(counts) as [keyof typeof counts, string][]) {
      const name = `${realistic[kind].length} ${plural}`
      await waitFor(() => expect(within(space).getByRole('button', { name })).toBeVisible())
    }
    await waitFor(() =>
      expect(
        within(row('Empty Game')).getByRole('button', { name: '0 custom avatars' }),
      ).toBeVisible(),
    )
  })

  it('says in its row which list failed, with the API’s words, and Retry asks again', async () => {
    freezeTime()
    let failing = true
    const handler = (url: string, init: RequestInit | undefined) =>
      failing && url.endsWith(`${SAMPLE_GAMES.empty}/builds`)
        ? jsonResponse(
            { code: 'INTERNAL_ERROR', message: 'The build store is down.', ray_id: 'ray-1' },
            { status: 500 },
          )
        : sampleApi(url, init)
    renderWithApi(<StatefulOverview />, { fetch: handler })
    const empty = await waitFor(() => row('Empty Game'))
    await waitFor(() => expect(empty).toHaveTextContent('The build store is down.'))
    // The other games' rows stay.
    await waitFor(() =>
      expect(
        within(row('Space Raiders')).getByRole('button', { name: /CDN sites$/ }),
      ).toBeVisible(),
    )
    failing = false
    await userEvent.click(within(empty).getByRole('button', { name: 'Retry the builds' }))
    await waitFor(() => expect(empty).not.toHaveTextContent('The build store is down.'))
    expect(within(empty).getByRole('button', { name: '0 builds' })).toBeVisible()
  })

  it('lately, counts the uploads so far while a list is to come, and names a game whose list failed', async () => {
    freezeTime()
    const { held, handler } = heldApi()
    const failing = (url: string, init: RequestInit | undefined) =>
      url.endsWith(`${SAMPLE_GAMES.empty}/avatars`)
        ? jsonResponse({ code: 'ERROR', message: 'Down.', ray_id: 'ray-3' }, { status: 500 })
        : handler(url, init)
    const { rerender } = renderWithApi(
      <StatefulOverview start={{ overview: 'lately' }} listing />,
      {
        fetch: failing,
      },
    )
    const status = () => screen.getByText(/uploads of every game/)
    // Nothing has come, and the games are still being listed: no total yet.
    expect(status()).toHaveTextContent(/^0 uploads of every game in the last 7 days so far/)
    expect(screen.queryByText(/No game has an upload/)).toBeNull()
    rerender(<StatefulOverview start={{ overview: 'lately' }} />)
    for (let answered = 0; answered < 8; answered++) {
      await waitFor(() => expect(held.length).toBeGreaterThan(answered))
      expect(status()).toHaveTextContent(/so far; more lists are arriving/)
      held[answered]!.answer()
    }
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        /^[\d,]+ uploads of every game in the last 7 days · without Empty Game, whose lists failed \(Games says why\)$/,
      ),
    )
  })

  it('opens a game at the tab whose count was clicked', async () => {
    freezeTime()
    renderWithApi(<StatefulOverview />, { fetch: sampleApi })
    const sites = await waitFor(() =>
      within(row('Space Raiders')).getByRole('button', { name: /CDN sites$/ }),
    )
    await userEvent.click(sites)
    expect(screen.getByTestId('view')).toHaveTextContent(
      JSON.stringify({ game: SAMPLE_GAMES.realistic, tab: 'sites' }),
    )
  })

  it('waits out a 429’s retry-after for every game, then asks for the rest', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'))
    onTestFinished(() => void vi.useRealTimers())
    let limited = true
    const asked: string[] = []
    const handler = (url: string, init: RequestInit | undefined) => {
      if (/\/cloud\/games\/[^/]+\//.test(url)) asked.push(url)
      return limited && url.endsWith(`${SAMPLE_GAMES.empty}/avatars`)
        ? jsonResponse(
            { code: 'TOO_MANY_REQUESTS', message: 'Slow down.', ray_id: 'ray-2' },
            { status: 429, headers: { 'retry-after': '120' } },
          )
        : sampleApi(url, init)
    }
    renderWithApi(<StatefulOverview />, { fetch: handler })
    await screen.findByText(/The API asked for a pause/)
    const before = asked.length
    expect(before).toBeLessThan(9)
    // Nothing is asked while the pause lasts, for any game.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toHaveLength(before)
    limited = false
    await vi.advanceTimersByTimeAsync(61_000)
    await waitFor(() => expect(screen.queryByText(/The API asked for a pause/)).toBeNull())
    await waitFor(() =>
      expect(
        within(row('Empty Game')).getByRole('button', { name: /custom avatars$/ }),
      ).toBeVisible(),
    )
    await waitFor(() =>
      expect(within(row('Space Raiders')).getByRole('button', { name: /builds$/ })).toBeVisible(),
    )
  })
})

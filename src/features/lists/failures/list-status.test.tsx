import type { UploadSummary } from '@/model/list-items'
import { listModel, type ListModel } from '@/model/list-model'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { retryDelay, shouldRetry } from '@/api/query-client'
import { renderUi } from '@/test/render'
import { deferred } from '@/test/sample-api'
import { ListStatus } from './list-status'

const context = { noun: 'builds', gameId: 'game-1', gameName: 'Space Raiders' }

type Fetch = () => Promise<string[]>

/** An item of the list, by its name. */
const named = (name: string): UploadSummary => ({
  uploadId: name,
  name,
  createdAt: 0,
  size: 0,
  complete: true,
  warnings: [],
})

/** A list rendered through ListStatus, fetched by `fetch` under the app's retry policy. */
function NameList({ fetch }: { fetch: Fetch }) {
  const query = useQuery<ListModel, Error>({
    queryKey: ['names'],
    queryFn: async () => listModel((await fetch()).map(named)),
    retry: shouldRetry,
    retryDelay,
  })
  return (
    <ListStatus
      query={query}
      context={context}
      emptyTitle="This game has no builds yet."
      emptyHint="Builds show up here as soon as one starts uploading."
      columns={3}
    >
      {query.data && (
        <ul aria-label="Names">
          {query.data.items.map(({ name }) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListStatus>
  )
}

function renderNames(fetch: Fetch) {
  const queryClient = new QueryClient()
  onTestFinished(() => queryClient.clear())
  const fetchMock = vi.fn(fetch)
  renderUi(
    <QueryClientProvider client={queryClient}>
      <NameList fetch={fetchMock} />
    </QueryClientProvider>,
  )
  return { queryClient, fetchMock }
}

const rateLimit = (retryAfterMs?: number) =>
  new ApiError({ status: 429, code: 'API_RATE_LIMIT', message: 'Slow down.', retryAfterMs })

/** Answers with each of `answers` in turn (an Error is thrown), then with the last one. */
function inTurn(...answers: (string[] | Error)[]): Fetch {
  let call = 0
  return async () => {
    const answer = answers[Math.min(call++, answers.length - 1)]
    if (answer instanceof Error) throw answer
    return answer ?? []
  }
}

describe('ListStatus', () => {
  it('shows a skeleton named after the list while loading', async () => {
    const answer = deferred<string[]>()
    renderNames(() => answer.promise)
    expect(screen.getByRole('status', { name: 'Loading builds…' })).toBeInTheDocument()
    answer.resolve(['a'])
    expect(await screen.findByRole('list', { name: 'Names' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says what an empty list means', async () => {
    renderNames(async () => [])
    expect(await screen.findByText('This game has no builds yet.')).toBeInTheDocument()
    expect(screen.getByText(/show up here as soon as one starts uploading/)).toBeInTheDocument()
  })

  it('shows a failure with no list yet as an alert, saying what to do', async () => {
    const { fetchMock } = renderNames(
      inTurn(new ApiError({ status: 404, code: 'API_NOT_FOUND', message: 'Nope.' }), ['a']),
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This game does not exist')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // A 404 offers another game, not a retry; the page provides neither here.
    expect(within(alert).queryByRole('button')).toBeNull()
  })

  describe('after a 429 with retry-after', () => {
    it('counts down to the automatic retry, then shows the list it brings', async () => {
      const { fetchMock } = renderNames(inTurn(rateLimit(2_000), ['build 1', 'build 2']))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Too many requests')
      expect(alert).toHaveTextContent('Trying again by itself in 2 s…')
      expect(within(alert).queryByRole('button')).toBeNull()
      await waitFor(() => expect(alert).toHaveTextContent('Trying again by itself in 1 s…'), {
        timeout: 1_500,
      })

      const list = await screen.findByRole('list', { name: 'Names' }, { timeout: 2_500 })
      expect(within(list).getAllByRole('listitem')).toHaveLength(2)
      expect(screen.queryByRole('alert')).toBeNull()
      expect(fetchMock).toHaveBeenCalledTimes(2)
    })

    it('offers Retry when the automatic retry is limited too', async () => {
      const user = userEvent.setup()
      const { fetchMock } = renderNames(inTurn(rateLimit(500), rateLimit(500), ['build 1']))

      expect(await screen.findByRole('alert')).toHaveTextContent('Trying again by itself in 1 s…')
      const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 2_000 })
      const alert = screen.getByRole('alert')
      expect(alert).toContainElement(retry)
      expect(alert).toHaveTextContent('Too many requests')
      expect(alert).toHaveTextContent('Wait a minute, then try again.')
      expect(alert).not.toHaveTextContent('Trying again by itself')
      expect(fetchMock).toHaveBeenCalledTimes(2)

      await user.click(retry)
      expect(await screen.findByRole('list', { name: 'Names' })).toBeInTheDocument()
      expect(fetchMock).toHaveBeenCalledTimes(3)
    })

    it('does not wait out a retry-after over two minutes: offers Retry at once', async () => {
      const { fetchMock } = renderNames(inTurn(rateLimit(5 * 60_000), ['build 1']))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Too many requests')
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
      expect(alert).not.toHaveTextContent('Trying again by itself')
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })
  })

  it('keeps the last list on screen when a refresh fails, and says so', async () => {
    const { queryClient } = renderNames(inTurn(['build 1'], new TypeError('boom')))
    await screen.findByRole('list', { name: 'Names' })

    await queryClient.refetchQueries()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not refresh the builds; showing the list loaded before')
    expect(alert).toHaveTextContent('Something unexpected went wrong while loading this list.')
    expect(alert).not.toHaveTextContent('boom')
    expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('build 1')
  })

  it('goes back to loading when the operator retries a list that never loaded', async () => {
    const user = userEvent.setup()
    const second = deferred<string[]>()
    let calls = 0
    renderNames(() => (calls++ === 0 ? Promise.reject(new TypeError('x')) : second.promise))
    const alert = await screen.findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(screen.getByRole('status', { name: 'Loading builds…' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    second.resolve(['build 1'])
    expect(await screen.findByRole('list', { name: 'Names' })).toBeInTheDocument()
  })

  it('says Retrying…, keeping the last list, while a retry after a failed refresh runs', async () => {
    const user = userEvent.setup()
    const third = deferred<string[]>()
    let calls = 0
    const { queryClient } = renderNames(() => {
      calls++
      if (calls === 1) return Promise.resolve(['build 1'])
      return calls === 2 ? Promise.reject(new TypeError('x')) : third.promise
    })
    await screen.findByRole('list', { name: 'Names' })
    await queryClient.refetchQueries()
    const alert = await screen.findByRole('alert')

    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(within(alert).getByRole('button', { name: 'Retrying…' })).toBeDisabled()
    expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('build 1')

    third.resolve(['build 1', 'build 2'])
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })
})

import { focusManager, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  ApiError,
  InvalidRequestError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
} from './errors'
import { createQueryClient, retryDelay, shouldRetry } from './query-client'

const apiError = (status: number, retryAfterMs?: number) =>
  new ApiError({ status, message: `HTTP ${status}`, retryAfterMs })

/**
 * How many times a query retries an error that keeps coming back. React Query asks `retry` with
 * the failures counted so far before it increments: 0 after the first failure.
 */
function retriesOf(error: unknown): number {
  let failures = 0
  while (shouldRetry(failures, error)) {
    failures++
    if (failures > 10) throw new Error('shouldRetry never gives up')
  }
  return failures
}

describe('shouldRetry', () => {
  it('retries a rate limit once', () => {
    expect(retriesOf(apiError(429, 5_000))).toBe(1)
  })

  it('retries a rate limit without retry-after once', () => {
    expect(retriesOf(apiError(429))).toBe(1)
  })

  it('waits out a retry-after of up to 120 s by itself, not longer', () => {
    expect(retriesOf(apiError(429, 120_000))).toBe(1)
    expect(retriesOf(apiError(429, 120_001))).toBe(0)
    expect(retriesOf(apiError(429, 3_600_000))).toBe(0)
  })

  it.each([
    ['an unreachable API', new NetworkError('/x')],
    ['a connection broken mid-answer', new NetworkError('/x', { midBody: true })],
    ['a 500', apiError(500)],
    ['a 502 from a gateway', new ApiError({ status: 502, message: 'x', fromGateway: true })],
    ['a 503', apiError(503)],
    ['a 504', apiError(504)],
  ])('retries %s twice', (_, error) => {
    expect(retriesOf(error)).toBe(2)
  })

  it.each([
    ['a 400', apiError(400)],
    ['a 401', apiError(401)],
    ['a 403', apiError(403)],
    ['a 404', apiError(404)],
    ['a 408', apiError(408)],
    ['a timeout', new TimeoutError('/x')],
    ['a body that is not the list', new InvalidResponseError('Not a list.')],
    ['a request the dashboard refuses to send', new InvalidRequestError('Bad id.')],
    ['an unexpected error', new TypeError('x is undefined')],
  ])('never retries %s', (_, error) => {
    expect(retriesOf(error)).toBe(0)
  })
})

describe('retryDelay', () => {
  it('waits as long as the rate limit asked', () => {
    expect(retryDelay(0, apiError(429, 7_000))).toBe(7_000)
    expect(retryDelay(0, apiError(429, 0))).toBe(0)
  })

  it('waits a second after a rate limit that did not say how long', () => {
    expect(retryDelay(0, apiError(429))).toBe(1_000)
  })

  it('doubles from one second for other failures, up to 30 seconds', () => {
    const error = new NetworkError('/x')
    expect([0, 1, 2, 3, 4, 5, 10].map((failures) => retryDelay(failures, error))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
})

describe('createQueryClient', () => {
  it('uses this retry policy for every query', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.retry).toBe(shouldRetry)
    expect(queries?.retryDelay).toBe(retryDelay)
  })
})

describe('coming back to the page', () => {
  /** A mounted client with one observed list, loaded (or failed) `age` ms before the focus. */
  async function listLoaded({ fails = false, age }: { fails?: boolean; age: number }) {
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const queryClient = createQueryClient()
    queryClient.mount()
    onTestFinished(() => queryClient.unmount())
    const queryFn = vi.fn(async () => {
      if (fails) throw apiError(404)
      return ['build']
    })
    const observer = new QueryObserver(queryClient, { queryKey: ['builds'], queryFn })
    onTestFinished(observer.subscribe(() => undefined))
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false))
    vi.setSystemTime(Date.now() + age)
    focusManager.setFocused(false)
    focusManager.setFocused(undefined)
    return queryFn
  }

  it('asks again for a list loaded more than 30 s ago', async () => {
    const queryFn = await listLoaded({ age: 30_001 })
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
  })

  it('asks nothing for a list loaded within 30 s', async () => {
    const queryFn = await listLoaded({ age: 29_000 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('leaves a failed list for the operator to retry', async () => {
    const queryFn = await listLoaded({ fails: true, age: 60_000 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })
})

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { onTestFinished, vi } from 'vitest'
import { createApiClient, type ApiClient } from '@/api/client'
import { ApiClientContext } from '@/api/client-context'
import { DisplayProvider } from '@/components/display-context'
import { stubFetch, type FetchHandler } from './fetch'
import { SAMPLE_NOW } from './sample'

/** Freezes `Date` (only it: React Query's timers keep running) at the sample data's instant. */
export function freezeTime(at: string | number | Date = SAMPLE_NOW) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(at))
  onTestFinished(() => void vi.useRealTimers())
}

/**
 * `render` that unmounts when the test ends: vitest runs without globals, so Testing Library
 * cannot register its own `afterEach(cleanup)`.
 */
export function renderUi(ui: ReactElement, options?: RenderOptions) {
  onTestFinished(() => cleanup())
  return render(ui, options)
}

export type RenderWithApiOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Answers every request the app makes; unanswered paths fail the test loudly. */
  fetch?: FetchHandler
  baseUrl?: string
  token?: string
  /** The QueryClient to render with; by default one that never retries and never goes stale. */
  queryClient?: QueryClient
}

export type RenderWithApiResult = ReturnType<typeof render> & {
  fetchMock: ReturnType<typeof stubFetch>
  queryClient: QueryClient
  apiClient: ApiClient
}

/**
 * Renders `ui` inside the providers the app gives it: a QueryClient (by default one that does not
 * retry), an API client whose `fetch` is the given handler, and a DisplayProvider reading the clock.
 */
export function renderWithApi(
  ui: ReactElement,
  {
    fetch = (url) => {
      throw new Error(`Unexpected request in test: ${url}`)
    },
    baseUrl = '',
    token,
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
    }),
    ...options
  }: RenderWithApiOptions = {},
): RenderWithApiResult {
  const fetchMock = stubFetch(fetch)
  onTestFinished(() => void vi.unstubAllGlobals())
  onTestFinished(() => queryClient.clear())
  const apiClient = createApiClient({ baseUrl, getToken: () => token })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext value={apiClient}>
        <DisplayProvider>{children}</DisplayProvider>
      </ApiClientContext>
    </QueryClientProvider>
  )
  return { ...renderUi(ui, { wrapper, ...options }), fetchMock, queryClient, apiClient }
}

/** jsdom has no matchMedia; the panel asks it for the system theme: a light one, unchanging. */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  return () => vi.unstubAllGlobals()
}

import { act, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/components/error-boundary'
import { renderUi } from '@/test/render'
import { lazyWithPreload } from './lazy-with-preload'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

/** A load the test settles by hand. */
function deferredLoad() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        settle = { resolve: () => resolve(Greeting), reject }
      }),
  )
  return { load, settle: () => settle! }
}

/** Renders the lazy component; returns the fallback, to tell whether it ever showed. */
function renderLazy(Component: ReturnType<typeof lazyWithPreload<{ name: string }>>['Component']) {
  const Fallback = vi.fn(() => <p>Loading…</p>)
  renderUi(
    <Suspense fallback={<Fallback />}>
      <Component name="knight" />
    </Suspense>,
  )
  return Fallback
}

describe('lazyWithPreload', () => {
  it('loads nothing until asked, and only once however often it is preloaded', async () => {
    const { load, settle } = deferredLoad()
    const { preload } = lazyWithPreload(load)
    expect(load).not.toHaveBeenCalled()
    preload()
    preload()
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => settle().resolve())
    preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the fallback while loading, then the component', async () => {
    const { load, settle } = deferredLoad()
    const { Component } = lazyWithPreload(load)
    renderLazy(Component)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await act(async () => settle().resolve())
    expect(await screen.findByText('Hello knight')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('renders a preloaded component at once, without ever showing the fallback', async () => {
    const { load, settle } = deferredLoad()
    const { Component, preload } = lazyWithPreload(load)
    preload()
    await act(async () => settle().resolve())
    const Fallback = renderLazy(Component)
    expect(screen.getByText('Hello knight')).toBeInTheDocument()
    expect(Fallback).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fetches again when rendered after a preload that failed', async () => {
    const first = deferredLoad()
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockImplementationOnce(first.load)
      .mockResolvedValue(Greeting)
    const { Component, preload } = lazyWithPreload(load)
    preload()
    // The failed preload is swallowed: no unhandled rejection reaches the page.
    await act(async () => first.settle().reject(new Error('chunk failed')))
    renderLazy(Component)
    expect(await screen.findByText('Hello knight')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('fetches again when rendered after a render whose load failed (an error boundary’s Try again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting)
    const { Component, retry } = lazyWithPreload(load)
    renderUi(
      <ErrorBoundary what="the greeting" onRetry={retry}>
        <Suspense fallback={<p>Loading…</p>}>
          <Component name="knight" />
        </Suspense>
      </ErrorBoundary>,
    )
    const again = await screen.findByRole('button', { name: 'Try again' })
    await act(async () => again.click())
    expect(await screen.findByText('Hello knight')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

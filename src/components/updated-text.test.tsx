import { act, screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { renderUi } from '@/test/render'
import { DisplayProvider } from './display-context'
import { UpdatedText } from './updated-text'

const LOADED_AT = Date.UTC(2026, 10, 20, 14, 3, 0)

function renderLoaded(time = LOADED_AT) {
  vi.useFakeTimers({ now: LOADED_AT })
  onTestFinished(() => void vi.useRealTimers())
  return renderUi(<UpdatedText time={time} />, { wrapper: DisplayProvider })
}

/** Lets time pass a second at a time, rendering in between, as a browser does. */
function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) act(() => vi.advanceTimersByTime(1000))
}

describe('UpdatedText', () => {
  it('shows nothing before the list has loaded', () => {
    const { container } = renderLoaded(0)
    expect(container).toBeEmptyDOMElement()
  })

  it('counts the seconds for the first minute', () => {
    renderLoaded()
    const text = screen.getByText(/^Updated/)
    expect(text).toHaveTextContent('Updated just now')
    advance(12_000)
    expect(text).toHaveTextContent('Updated 12 s ago')
    advance(1_000)
    expect(text).toHaveTextContent('Updated 13 s ago')
  })

  it('then counts minutes, changing as each one passes', () => {
    renderLoaded()
    const text = screen.getByText(/^Updated/)
    advance(60_000)
    expect(text).toHaveTextContent('Updated 1 min ago')
    advance(59_000)
    expect(text).toHaveTextContent('Updated 1 min ago')
    advance(1_000)
    expect(text).toHaveTextContent('Updated 2 min ago')
  })

  it('reads "just now" again when a newer list arrives', () => {
    const { rerender } = renderLoaded()
    advance(90_000)
    rerender(<UpdatedText time={LOADED_AT + 90_000} />)
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated just now')
  })

  it('gives the exact time on hover', () => {
    renderLoaded()
    const text = screen.getByText(/^Updated/)
    expect(text.title).toMatch(/\n2026-11-20 14:03:00 UTC$/)
    expect(text.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T14:03:00.000Z')
  })
})

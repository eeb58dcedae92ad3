import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstPaint } from './when-idle'

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers())

  it('turns true after the next frame has been painted, and at once for later components', () => {
    vi.useFakeTimers()
    const first = renderHook(() => useAfterFirstPaint())
    expect(first.result.current).toBe(false)
    // The frame (an animation frame, then a task queued from it).
    act(() => void vi.advanceTimersToNextFrame())
    expect(first.result.current).toBe(false)
    act(() => void vi.runOnlyPendingTimers())
    expect(first.result.current).toBe(true)

    const later = renderHook(() => useAfterFirstPaint())
    expect(later.result.current).toBe(true)
  })
})

import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useControllable } from './use-controllable'

describe('useControllable', () => {
  it('keeps its own value when the parent gives none, and reports changes', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useControllable<string>(undefined, onChange, 'builds'))
    expect(result.current[0]).toBe('builds')
    act(() => result.current[1]('sites'))
    expect(result.current[0]).toBe('sites')
    expect(onChange).toHaveBeenCalledWith('sites')
  })

  it("shows the parent's value and only asks the parent to change it", () => {
    const onChange = vi.fn()
    const { result, rerender } = renderHook(
      ({ value }: { value: string | null }) => useControllable(value, onChange, null),
      { initialProps: { value: 'sites' as string | null } },
    )
    act(() => result.current[1]('avatars'))
    expect(onChange).toHaveBeenCalledWith('avatars')
    expect(result.current[0]).toBe('sites')
    rerender({ value: null })
    expect(result.current[0]).toBeNull()
  })
})

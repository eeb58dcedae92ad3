import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPreference } from './preference'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('createPreference', () => {
  const create = () => createPreference('test:colour', ['red', 'blue'], 'red')

  it('reads the fallback until something is chosen, then the choice', () => {
    const colour = create()
    expect(colour.get()).toBe('red')
    colour.set('blue')
    expect(colour.get()).toBe('blue')
    expect(localStorage.getItem('test:colour')).toBe('blue')
  })

  it('reads a value it does not know as the fallback', () => {
    localStorage.setItem('test:colour', 'purple')
    expect(create().get()).toBe('red')
  })

  it('re-renders users when the choice changes', () => {
    const colour = create()
    const { result } = renderHook(() => colour.use())
    expect(result.current).toBe('red')
    act(() => colour.set('blue'))
    expect(result.current).toBe('blue')
  })

  it('follows a change made in another tab', () => {
    const colour = create()
    const { result } = renderHook(() => colour.use())
    act(() => {
      localStorage.setItem('test:colour', 'blue')
      window.dispatchEvent(new StorageEvent('storage', { key: 'test:colour' }))
    })
    expect(result.current).toBe('blue')
  })

  it('keeps the choice in memory when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const colour = create()
    colour.set('blue')
    expect(colour.get()).toBe('blue')
  })
})

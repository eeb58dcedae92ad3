import { afterEach, expect, it, vi } from 'vitest'
import { whenIdleEach } from './when-idle'

afterEach(() => void vi.useRealTimers())

it('runs the tasks one per idle moment, in order, and cancels the rest', () => {
  vi.useFakeTimers()
  const ran: string[] = []
  const cancel = whenIdleEach(['a', 'b', 'c'].map((name) => () => void ran.push(name)))
  expect(ran).toEqual([])
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a'])
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a', 'b'])
  cancel()
  vi.runAllTimers()
  expect(ran).toEqual(['a', 'b'])
})

import { afterEach, expect, it, vi } from 'vitest'
import { whenIdleEach } from './when-idle'

afterEach(() => void vi.useRealTimers())

it('runs the tasks one per idle moment, in order, and cancels the rest', () => {
  vi.useFakeTimers()
  const ran: string[] = []
  const cancel = whenIdleEach(['a', 'b', 'c'].map((name) => () => ran.push(name) > 0))
  expect(ran).toEqual([])
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a'])
  vi.advanceTimersToNextTimer()
  expect(ran).toEqual(['a', 'b'])
  cancel()
  vi.runAllTimers()
  expect(ran).toEqual(['a', 'b'])
})

it('goes on with a task that is not done in the next idle moment, before the next task', () => {
  vi.useFakeTimers()
  const ran: string[] = []
  let parts = 0
  whenIdleEach([
    () => {
      ran.push(`part ${++parts}`)
      return parts === 2
    },
    () => ran.push('next') > 0,
  ])
  vi.runAllTimers()
  expect(ran).toEqual(['part 1', 'part 2', 'next'])
})

import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once, however often it is asked, and then has the value', async () => {
    const load = vi.fn(() => Promise.resolve('module'))
    const module = loadOnce(load)
    expect(module.current()).toBeUndefined()
    const [first, second] = await Promise.all([module.load(), module.load()])
    expect([first, second, await module.load()]).toEqual(['module', 'module', 'module'])
    expect(module.current()).toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a load that failed, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module')
    const module = loadOnce(load)
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.current()).toBeUndefined()
    await expect(module.load()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

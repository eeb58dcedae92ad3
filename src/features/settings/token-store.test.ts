import { beforeEach, describe, expect, it, vi } from 'vitest'

const STORAGE_KEY = 'game-assets:api-token'

/** A fresh copy of the module: it reads web storage once, when it loads, as on page load. */
async function loadTokenStore() {
  vi.resetModules()
  const { tokenStore } = await import('./token-store')
  return tokenStore
}

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe('tokenStore', () => {
  it('has no token when nothing was stored', async () => {
    const tokenStore = await loadTokenStore()
    expect(tokenStore.get()).toBeUndefined()
    expect(tokenStore.isRemembered()).toBe(false)
  })

  it('keeps a token for this browser session only by default', async () => {
    const tokenStore = await loadTokenStore()
    tokenStore.set('secret')
    expect(tokenStore.get()).toBe('secret')
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('secret')
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(tokenStore.isRemembered()).toBe(false)
  })

  it('keeps a token in localStorage only when asked to remember it', async () => {
    const tokenStore = await loadTokenStore()
    tokenStore.set('secret', { remember: true })
    expect(tokenStore.get()).toBe('secret')
    expect(localStorage.getItem(STORAGE_KEY)).toBe('secret')
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(tokenStore.isRemembered()).toBe(true)
  })

  it('forgets a remembered token when a new one is set for this session only', async () => {
    const tokenStore = await loadTokenStore()
    tokenStore.set('old', { remember: true })
    tokenStore.set('new')
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('new')
    expect(tokenStore.isRemembered()).toBe(false)
  })

  it('clears the token from memory and both storages with set(undefined)', async () => {
    const tokenStore = await loadTokenStore()
    sessionStorage.setItem(STORAGE_KEY, 'in-session')
    localStorage.setItem(STORAGE_KEY, 'remembered')
    tokenStore.set(undefined)
    expect(tokenStore.get()).toBeUndefined()
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('trims the token, and treats a blank one as none', async () => {
    const tokenStore = await loadTokenStore()
    tokenStore.set('  secret \n')
    expect(tokenStore.get()).toBe('secret')
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('secret')

    tokenStore.set('   ', { remember: true })
    expect(tokenStore.get()).toBeUndefined()
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('reads a token kept in this session when the page loads', async () => {
    sessionStorage.setItem(STORAGE_KEY, 'from-session')
    expect((await loadTokenStore()).get()).toBe('from-session')
  })

  it('reads a remembered token when the page loads in a new session', async () => {
    localStorage.setItem(STORAGE_KEY, 'remembered')
    const tokenStore = await loadTokenStore()
    expect(tokenStore.get()).toBe('remembered')
    expect(tokenStore.isRemembered()).toBe(true)
  })

  it('notifies subscribers of every change until they unsubscribe', async () => {
    const tokenStore = await loadTokenStore()
    const listener = vi.fn(() => tokenStore.get())
    const unsubscribe = tokenStore.subscribe(listener)
    tokenStore.set('one')
    tokenStore.set('two', { remember: true })
    tokenStore.set(undefined)
    expect(listener.mock.results.map((result) => result.value)).toEqual(['one', 'two', undefined])

    unsubscribe()
    tokenStore.set('three')
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('keeps the token in memory when web storage refuses it', async () => {
    const tokenStore = await loadTokenStore()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const listener = vi.fn()
    tokenStore.subscribe(listener)
    expect(() => tokenStore.set('secret', { remember: true })).not.toThrow()
    expect(tokenStore.get()).toBe('secret')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('loads with no token when web storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError')
    })
    const tokenStore = await loadTokenStore()
    expect(tokenStore.get()).toBeUndefined()
    expect(tokenStore.isRemembered()).toBe(false)
  })

  describe('when another tab of this device changes what is remembered', () => {
    /** What the browser tells this tab when another changes localStorage. */
    const otherTab = (init: Pick<StorageEventInit, 'key' | 'oldValue' | 'newValue'>) =>
      window.dispatchEvent(new StorageEvent('storage', { ...init, storageArea: localStorage }))

    it('stops using a remembered token that another tab forgot, and says so to its listeners', async () => {
      localStorage.setItem(STORAGE_KEY, 'remembered')
      const tokenStore = await loadTokenStore()
      const listener = vi.fn()
      tokenStore.subscribe(listener)
      localStorage.removeItem(STORAGE_KEY)
      otherTab({ key: STORAGE_KEY, oldValue: 'remembered', newValue: null })
      expect(tokenStore.get()).toBeUndefined()
      expect(listener).toHaveBeenCalledTimes(1)
    })

    it('uses the token another tab remembered in its place', async () => {
      localStorage.setItem(STORAGE_KEY, 'remembered')
      const tokenStore = await loadTokenStore()
      otherTab({ key: STORAGE_KEY, oldValue: 'remembered', newValue: 'next' })
      expect(tokenStore.get()).toBe('next')
    })

    it('forgets it too when web storage is cleared whole', async () => {
      localStorage.setItem(STORAGE_KEY, 'remembered')
      const tokenStore = await loadTokenStore()
      otherTab({ key: null, oldValue: null, newValue: null })
      expect(tokenStore.get()).toBeUndefined()
    })

    it('keeps a token given to this tab alone', async () => {
      sessionStorage.setItem(STORAGE_KEY, 'this tab’s')
      const tokenStore = await loadTokenStore()
      const listener = vi.fn()
      tokenStore.subscribe(listener)
      otherTab({ key: STORAGE_KEY, oldValue: 'remembered', newValue: null })
      otherTab({ key: null, oldValue: null, newValue: null })
      expect(tokenStore.get()).toBe('this tab’s')
      expect(listener).not.toHaveBeenCalled()
    })
  })
})

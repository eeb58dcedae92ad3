import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/test/fetch'
import { defaultConfig, loadRuntimeConfig } from './runtime-config'

let served = 0

/** Loads a config.json with this body, at a URL of its own. */
function loadWith(body: unknown) {
  stubFetch(() => jsonResponse(body))
  onTestFinished(() => void vi.unstubAllGlobals())
  served += 1
  return loadRuntimeConfig(`https://dashboard.example.com/${served}/config.json`)
}

const FALLBACK = "Using the API on this page's own origin instead, without the API token."

describe('loadRuntimeConfig: staleAfterHours', () => {
  it('defaults to 24 hours when config.json does not say', async () => {
    const loaded = await loadWith({ apiBaseUrl: '' })
    expect(loaded).toEqual({
      config: { apiBaseUrl: '', games: [], staleAfterHours: 24, documentationHosts: [] },
    })
    expect(defaultConfig.staleAfterHours).toBe(24)
  })

  it.each([6, 0.5, 72, 24 * 365])('uses a valid number of hours: %s', async (hours) => {
    const loaded = await loadWith({ apiBaseUrl: '', staleAfterHours: hours })
    expect(loaded.problem).toBeUndefined()
    expect(loaded.config.staleAfterHours).toBe(hours)
  })

  it('keeps the rest of config.json beside a valid value', async () => {
    const loaded = await loadWith({
      apiBaseUrl: '',
      games: [{ id: 'g-1', name: 'One' }],
      staleAfterHours: 12,
    })
    expect(loaded.config).toEqual({
      apiBaseUrl: '',
      games: [{ id: 'g-1', name: 'One' }],
      staleAfterHours: 12,
      documentationHosts: [],
    })
  })

  it.each([
    [0, /"staleAfterHours" should be a number of hours above 0 but is 0\./],
    [-3, /"staleAfterHours" should be a number of hours above 0 but is -3\./],
    ['24', /"staleAfterHours" should be a number but is "24"\./],
    [null, /"staleAfterHours" should be a number but is null\./],
  ])('falls back to the default for staleAfterHours %j alone, and says why', async (hours, why) => {
    const loaded = await loadWith({
      apiBaseUrl: 'https://api.example.com',
      games: [{ id: 'g-1' }],
      staleAfterHours: hours,
    })
    // The rest of the file still counts: the API's address above all, and the token goes there.
    expect(loaded.config).toEqual({
      ...defaultConfig,
      apiBaseUrl: 'https://api.example.com',
      games: [{ id: 'g-1' }],
    })
    expect(loaded.withoutToken).toBeUndefined()
    expect(loaded.problem).toMatch(/^config\.json does not match what the dashboard expects: /)
    expect(loaded.problem).toMatch(why)
    expect(loaded.problem).toMatch(/Using the default for it instead\.$/)
  })
})

describe('loadRuntimeConfig: what says where the API is', () => {
  it.each([
    ['an apiBaseUrl that is not a string', { apiBaseUrl: 42, maxListSeconds: 600 }],
    ['an apiBaseUrl that is no http(s) address', { apiBaseUrl: 'javascript:alert(1)' }],
    ['an apiBaseUrl with a password in it', { apiBaseUrl: 'https://op:hunter2@api.example.com' }],
    ['a file that holds no object', ['https://api.example.com']],
  ])('%s: the page’s own origin, without the token, and why', async (_, body) => {
    const loaded = await loadWith(body)
    expect(loaded.config.apiBaseUrl).toBe('')
    expect(loaded.withoutToken).toBe(true)
    expect(loaded.problem).toMatch(new RegExp(`${FALLBACK.replace(/[.']/g, '\\$&')}$`))
  })

  it('takes an apiBaseUrl with spaces around it as the address inside them', async () => {
    const loaded = await loadWith({ apiBaseUrl: '  https://api.example.com/v1 \n' })
    expect(loaded.problem).toBeUndefined()
    expect(loaded.config.apiBaseUrl).toBe('https://api.example.com/v1')
  })

  it('says why an apiBaseUrl with a user name is refused, without echoing it', async () => {
    const loaded = await loadWith({ apiBaseUrl: 'https://op:hunter2@api.example.com' })
    expect(loaded.problem).toContain('an address without a user name or password')
    expect(loaded.problem).not.toContain('hunter2')
  })

  it('reads no setting a page script put on Object.prototype', async () => {
    Object.defineProperty(Object.prototype, 'apiBaseUrl', {
      value: 'https://evil.example',
      configurable: true,
    })
    onTestFinished(() => void delete (Object.prototype as Record<string, unknown>).apiBaseUrl)
    const loaded = await loadWith({})
    expect(loaded.config.apiBaseUrl).toBe('')
  })
})

describe('loadRuntimeConfig: embedParentOrigin', () => {
  it('takes an exact origin, without its trailing slash', async () => {
    const loaded = await loadWith({ embedParentOrigin: 'https://console.example.com/' })
    expect(loaded.problem).toBeUndefined()
    expect(loaded.config.embedParentOrigin).toBe('https://console.example.com')
  })

  it.each(['*', 'example.com', 'https://*.example.com', 'https://console.example.com/panel'])(
    'names %j in the banner instead of posting the height to it',
    async (origin) => {
      const loaded = await loadWith({ embedParentOrigin: origin })
      expect(loaded.config.embedParentOrigin).toBeUndefined()
      expect(loaded.problem).toContain(
        `"embedParentOrigin" should be an exact origin such as https://console.example.com (no *, no path) but is ${JSON.stringify(origin)}.`,
      )
    },
  )
})

describe('loadRuntimeConfig: maxListSeconds', () => {
  it('takes a number of seconds above 0', async () => {
    const loaded = await loadWith({ maxListSeconds: 600 })
    expect(loaded.problem).toBeUndefined()
    expect(loaded.config.maxListSeconds).toBe(600)
  })

  it.each([0, -1, '300'])('names %j in the banner and keeps the default', async (seconds) => {
    const loaded = await loadWith({ maxListSeconds: seconds })
    expect(loaded.config.maxListSeconds).toBeUndefined()
    expect(loaded.problem).toMatch(/"maxListSeconds" should be a number/)
  })
})

describe('loadRuntimeConfig: the size limits', () => {
  it('takes maxItemMegabytes beside maxResponseMegabytes, and says why it refuses one', async () => {
    const loaded = await loadWith({ maxResponseMegabytes: 1024, maxItemMegabytes: 0.25 })
    expect(loaded.config).toMatchObject({ maxResponseMegabytes: 1024, maxItemMegabytes: 0.25 })
    const refused = await loadWith({ maxItemMegabytes: 0 })
    expect(refused.config).toEqual(defaultConfig)
    expect(refused.problem).toMatch(/"maxItemMegabytes" should be a number above 0 but is 0\./)
  })
})

describe('loadRuntimeConfig: where config.json is', () => {
  it('is next to the page’s address, wherever a <base> element in the page points', async () => {
    window.history.replaceState(null, '', '/dashboard/?game=g')
    const base = document.createElement('base')
    base.href = '/planted/'
    document.head.append(base)
    onTestFinished(() => {
      base.remove()
      window.history.replaceState(null, '', '/')
    })
    const fetch = stubFetch(() => jsonResponse({ apiBaseUrl: '' }))
    onTestFinished(() => void vi.unstubAllGlobals())
    expect(document.baseURI).toBe(`${window.location.origin}/planted/`)
    await loadRuntimeConfig()
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `${window.location.origin}/dashboard/config.json`,
    ])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { referenceApiSettings } from './settings.ts'

describe('referenceApiSettings', () => {
  it('listens on 127.0.0.1:8787 without a token by default, urls on localhost', () => {
    expect(referenceApiSettings({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      token: undefined,
      publicOrigin: 'http://localhost:8787',
      rateLimit: undefined,
    })
  })

  it('takes HOST, PORT, REFERENCE_TOKEN and PUBLIC_ORIGIN', () => {
    expect(
      referenceApiSettings({
        HOST: '0.0.0.0',
        PORT: '9000',
        REFERENCE_TOKEN: 'secret',
        PUBLIC_ORIGIN: 'https://api.example.test/',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 9000,
      token: 'secret',
      publicOrigin: 'https://api.example.test',
      rateLimit: undefined,
    })
  })

  it('counts requests as the real service does with REFERENCE_RATE_LIMIT, and refuses a value that is not a count', () => {
    expect(referenceApiSettings({ REFERENCE_RATE_LIMIT: '128' }).rateLimit).toBe(128)
    for (const value of ['0', '-1', '1.5', 'many']) {
      expect(() => referenceApiSettings({ REFERENCE_RATE_LIMIT: value })).toThrow(
        `REFERENCE_RATE_LIMIT=${value} is not a count of requests`,
      )
    }
  })

  it.each(['0.0.0.0', '::', '192.0.2.10', 'example.test'])(
    'refuses HOST=%s without a token, saying what to set',
    (host) => {
      expect(() => referenceApiSettings({ HOST: host })).toThrow(
        `HOST=${host} lets other machines reach the reference API: set REFERENCE_TOKEN too`,
      )
    },
  )

  it.each(['localhost', '127.0.0.2', '::1'])('lets HOST=%s go without a token', (host) => {
    expect(referenceApiSettings({ HOST: host }).host).toBe(host)
  })
})

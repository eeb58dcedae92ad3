import { describe, expect, it } from 'vitest'
import { parseOrigin } from './origin'

describe('parseOrigin', () => {
  it.each([
    ['https://console.example.com', 'https://console.example.com'],
    ['https://console.example.com/', 'https://console.example.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
  ])('takes %s as %s', (value, origin) => {
    expect(parseOrigin(value)).toBe(origin)
  })

  it.each([
    '*',
    'example.com',
    'https://a.com,https://b.com',
    'https://*.example.com',
    'javascript:alert(1)',
    'ftp://files.example.com',
    'https://user:pass@example.com',
    'https://example.com/console',
    'https://example.com?x=1',
    '',
  ])('refuses %j', (value) => {
    expect(parseOrigin(value)).toBeUndefined()
  })

  it('takes the origin of a URL with a path when asked to', () => {
    expect(parseOrigin('https://api.example.com/v1', { withPath: true })).toBe(
      'https://api.example.com',
    )
    expect(parseOrigin('https://*.example.com/v1', { withPath: true })).toBeUndefined()
  })
})

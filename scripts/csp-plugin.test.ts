// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { apiOriginsFromEnv, buildContentSecurityPolicy, imageOriginsFromEnv } from './csp-plugin.ts'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('buildContentSecurityPolicy', () => {
  it('allows only the page itself when no API origin is given', () => {
    expect(buildContentSecurityPolicy([])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:; " +
        "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'",
    )
  })

  it('lets API origins connect and serve images', () => {
    const policy = buildContentSecurityPolicy(['https://api.example.com', 'http://localhost:8787'])
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com http://localhost:8787",
    )
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' https: https://api.example.com http://localhost:8787",
    )
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
  })

  it('lets image origins serve images only, an http one included', () => {
    const policy = buildContentSecurityPolicy(
      ['https://api.example.com'],
      [],
      ['http://avatars.lab.example:8080/x/', 'https://api.example.com'],
    )
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' https: https://api.example.com http://avatars.lab.example:8080",
    )
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.com")
    expect(() => buildContentSecurityPolicy([], [], ['avatars.lab.example'])).toThrow(
      '"avatars.lab.example" is not an http(s) origin',
    )
  })

  it('reduces API URLs to their origin, once each', () => {
    const policy = buildContentSecurityPolicy([
      'https://API.example.com/v1/',
      'https://api.example.com:443',
    ])
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.com")
  })

  it('never allows inline code or data: URLs', () => {
    const policy = buildContentSecurityPolicy(['https://api.example.com'])
    expect(policy).not.toMatch(/unsafe-|data:|\*/)
  })

  it.each([
    'api.example.com',
    "https://a.example; script-src 'unsafe-inline'",
    'ftp://x.example',
    'https://a.com,https://b.com',
    'https://*.example.com',
    '',
  ])('rejects %j instead of putting it in the policy, naming it', (origin) => {
    expect(() => buildContentSecurityPolicy([origin])).toThrow(
      `"${origin}" is not an http(s) origin`,
    )
  })
})

describe('apiOriginsFromEnv', () => {
  it('is empty by default', () => {
    expect(apiOriginsFromEnv({})).toEqual([])
  })

  it('reads space-separated CSP_API_ORIGINS and adds API_BASE_URL', () => {
    expect(
      apiOriginsFromEnv({
        CSP_API_ORIGINS: ' https://a.example  https://b.example ',
        API_BASE_URL: 'https://c.example/api',
      }),
    ).toEqual(['https://a.example', 'https://b.example', 'https://c.example/api'])
  })
})

describe('imageOriginsFromEnv', () => {
  it('reads space-separated CSP_IMAGE_ORIGINS, none by default', () => {
    expect(imageOriginsFromEnv({})).toEqual([])
    expect(
      imageOriginsFromEnv({ CSP_IMAGE_ORIGINS: ' http://a.example  http://b.example ' }),
    ).toEqual(['http://a.example', 'http://b.example'])
  })
})

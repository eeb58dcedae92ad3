import { afterEach, describe, expect, it } from 'vitest'
import { findPolicyProblem } from './policy-problem'

const BUILT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https:; " +
  "font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'"

/** A page at `pageUrl` whose head holds one CSP `<meta>` per policy given. */
function page(policies: string[], pageUrl = 'https://dashboard.example.com/ops/index.html') {
  const doc = document.implementation.createHTMLDocument('dashboard')
  const base = doc.createElement('base')
  base.href = pageUrl
  doc.head.append(base)
  for (const content of policies) {
    const meta = doc.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = content
    doc.head.prepend(meta)
  }
  return doc
}

afterEach(() => document.head.replaceChildren())

describe('findPolicyProblem in a given document', () => {
  it('names the origin config.json points at and how to allow it', () => {
    expect(findPolicyProblem('https://api.example.com/v1', page([BUILT_POLICY]))).toBe(
      "config.json points the dashboard at https://api.example.com, but this page's " +
        'Content-Security-Policy does not allow connecting there: rebuild with ' +
        'CSP_API_ORIGINS="https://api.example.com" or serve a policy that allows it.',
    )
  })

  it.each(['', '/api', 'api/', 'https://dashboard.example.com/api', '//dashboard.example.com'])(
    "allows %j, on the page's own origin",
    (apiBaseUrl) => {
      expect(findPolicyProblem(apiBaseUrl, page([BUILT_POLICY]))).toBeUndefined()
    },
  )

  it('allows an origin the build listed', () => {
    const policy = BUILT_POLICY.replace(
      "connect-src 'self'",
      "connect-src 'self' https://api.example.com http://localhost:8787",
    )
    expect(findPolicyProblem('https://api.example.com/', page([policy]))).toBeUndefined()
    expect(findPolicyProblem('http://localhost:8787', page([policy]))).toBeUndefined()
    expect(findPolicyProblem('http://localhost:8788', page([policy]))).toMatch(/localhost:8788/)
    expect(findPolicyProblem('http://api.example.com', page([policy]))).toMatch(/http:\/\/api/)
  })

  it.each([
    ['a scheme', 'connect-src https:'],
    ['a wildcard host', 'connect-src *.example.com'],
    ['a wildcard port', 'connect-src https://api.example.com:*'],
    ['any host', 'connect-src *'],
    ['http, which https upgrades', 'connect-src http://api.example.com'],
    ['no connect-src but a default-src', "default-src 'self' https://api.example.com"],
    ['no fetch directive at all', "script-src 'self'"],
  ])('allows the API with %s', (_, policy) => {
    expect(findPolicyProblem('https://api.example.com', page([policy]))).toBeUndefined()
  })

  it.each([
    ['none', "connect-src 'none'"],
    ['another host', 'connect-src https://other.example.com'],
    ['another port', 'connect-src https://api.example.com:8443'],
    ['a wildcard that excludes the bare domain', 'connect-src *.api.example.com'],
    ['a default-src only', "default-src 'self'"],
  ])('blocks the API with %s', (_, policy) => {
    expect(findPolicyProblem('https://api.example.com', page([policy]))).toBeDefined()
  })

  it('blocks when any one of several policies does not allow it', () => {
    const doc = page(["connect-src 'self' https://api.example.com", "connect-src 'self'"])
    expect(findPolicyProblem('https://api.example.com', doc)).toBeDefined()
  })

  it('says nothing when the page has no policy, or the URL cannot be used', () => {
    expect(findPolicyProblem('https://api.example.com', page([]))).toBeUndefined()
    expect(findPolicyProblem('http://[bad', page([BUILT_POLICY]))).toBeUndefined()
  })

  it('reads the current document by default', () => {
    const meta = document.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = BUILT_POLICY
    document.head.append(meta)
    expect(findPolicyProblem('https://api.example.com')).toMatch(/https:\/\/api\.example\.com/)
    expect(findPolicyProblem('/api')).toBeUndefined()
  })
})

/** Puts these policies on the test page, as the build's `<meta>` tag does. */
function withPolicies(...policies: string[]) {
  for (const content of policies) {
    const meta = document.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = content
    document.head.append(meta)
  }
}

const built = (origins: string) =>
  `default-src 'self'; script-src 'self'; connect-src 'self' ${origins}; worker-src 'self'`

describe('findPolicyProblem', () => {
  it('has nothing to say for an API the policy names', () => {
    withPolicies(built('https://api.example.com http://localhost:8787'))
    expect(findPolicyProblem('https://api.example.com/cloud/games/g/builds')).toBe(undefined)
    expect(findPolicyProblem('http://localhost:8787')).toBe(undefined)
  })

  it('has nothing to say without a policy, or for the page’s own origin', () => {
    expect(findPolicyProblem('https://elsewhere.example.com')).toBe(undefined)
    withPolicies(built(''))
    expect(findPolicyProblem('/cloud/games')).toBe(undefined)
  })

  it('names an API the policy does not allow', () => {
    withPolicies(built('https://api.example.com'))
    expect(findPolicyProblem('https://other.example.com/cloud')).toMatch(
      /does not allow connecting there: rebuild with CSP_API_ORIGINS="https:\/\/other.example.com"/,
    )
  })

  it('names an API only one of two policies allows', () => {
    withPolicies(built('https://api.example.com'), built('https://other.example.com'))
    expect(findPolicyProblem('https://api.example.com')).toMatch(/api.example.com/)
  })
})

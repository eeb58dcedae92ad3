import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as CspCheck from './csp-check'
import { findPolicyProblem } from './policy-problem'

const cspCheck = vi.hoisted(() => ({ loaded: 0 }))
// `loaded` counts the full check's runs: the CSP parser is used only when the policy leaves doubt.
vi.mock('./csp-check', async (importOriginal) => {
  const original = await importOriginal<typeof CspCheck>()
  return {
    ...original,
    cspBlocksApi: (...args: Parameters<typeof original.cspBlocksApi>) => {
      cspCheck.loaded++
      return original.cspBlocksApi(...args)
    },
  }
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

afterEach(() => document.head.replaceChildren())

describe('findPolicyProblem', () => {
  it('answers at once, without the CSP parser, for an API the policy names', async () => {
    withPolicies(built('https://api.example.com http://localhost:8787'))
    await expect(findPolicyProblem('https://api.example.com/cloud/games/g/builds')).resolves.toBe(
      undefined,
    )
    await expect(findPolicyProblem('http://localhost:8787')).resolves.toBe(undefined)
    expect(cspCheck.loaded).toBe(0)
  })

  it('has nothing to say without a policy, or for the page’s own origin', async () => {
    await expect(findPolicyProblem('https://elsewhere.example.com')).resolves.toBe(undefined)
    withPolicies(built(''))
    await expect(findPolicyProblem('/cloud/games')).resolves.toBe(undefined)
    expect(cspCheck.loaded).toBe(0)
  })

  it('names an API the policy does not allow', async () => {
    withPolicies(built('https://api.example.com'))
    await expect(findPolicyProblem('https://other.example.com/cloud')).resolves.toMatch(
      /does not allow connecting there: rebuild with CSP_API_ORIGINS="https:\/\/other.example.com"/,
    )
  })

  it('asks the full check when only one of two policies names the API', async () => {
    withPolicies(built('https://api.example.com'), built('https://other.example.com'))
    await expect(findPolicyProblem('https://api.example.com')).resolves.toMatch(/api.example.com/)
  })
})

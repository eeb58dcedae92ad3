import { describe, expect, it } from 'vitest'
import { decodeErrorResponse, parseRetryAfter } from './decode-error'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-01T12:00:00Z')

  it('reads an HTTP date, as the service sends it', () => {
    expect(parseRetryAfter('Sun, 01 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
  })

  it('reads seconds', () => {
    expect(parseRetryAfter('12', now)).toBe(12_000)
  })

  it('never waits a negative time, and ignores what it cannot read', () => {
    expect(parseRetryAfter('Sun, 01 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})

describe('decodeErrorResponse', () => {
  it('marks an answer without the service error body as coming from a gateway', async () => {
    const error = await decodeErrorResponse(
      new Response('<html><body>Bad gateway</body></html>', { status: 502 }),
    )
    expect(error.fromGateway).toBe(true)
    expect(error.message).not.toContain('<')
  })

  it('carries retry-after from a 429', async () => {
    const error = await decodeErrorResponse(
      new Response(JSON.stringify({ code: 'API_RATE_LIMIT', message: 'Slow down.' }), {
        status: 429,
        headers: { 'retry-after': '7' },
      }),
    )
    expect(error).toMatchObject({ status: 429, code: 'API_RATE_LIMIT', retryAfterMs: 7000 })
    expect(error.fromGateway).toBe(false)
  })
})

describe('decodeErrorResponse with huge fields', () => {
  it('bounds the message, code and ray id it echoes, and drops an overlong documentation link', async () => {
    const huge = 'm'.repeat(200_000)
    const error = await decodeErrorResponse(
      new Response(
        JSON.stringify({
          code: 'C'.repeat(5000),
          message: huge,
          ray_id: 'r'.repeat(5000),
          documentation: `https://rivet.gg/docs/${'x'.repeat(5000)}`,
        }),
        { status: 500 },
      ),
    )
    expect(error.message).toBe(`${'m'.repeat(200)}… (200,000 characters)`)
    expect(error.code?.length).toBeLessThan(250)
    expect(error.rayId?.length).toBeLessThan(250)
    expect(error.documentation).toBeUndefined()
  })
})

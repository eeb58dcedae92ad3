import { describe, expect, it } from 'vitest'
import { documentationLink } from './documentation-link'

describe('documentationLink', () => {
  it.each([
    'https://rivet.gg/docs/general/errors/token/invalid',
    'https://docs.rivet.gg/errors/api/not-found',
  ])('links the service documentation at %s', (url) => {
    expect(documentationLink(url)).toBe(url)
  })

  it.each([
    'http://rivet.gg/docs/errors',
    'https://rivet.gg.evil.example/docs',
    'https://evilrivet.gg/docs',
    'https://user@rivet.gg/docs',
    'javascript:alert(1)',
    'https://example.com/phish',
    'not a url',
    undefined,
  ])('does not link %j', (url) => {
    expect(documentationLink(url)).toBeUndefined()
  })

  it('links a host config.json lists, and hosts below it', () => {
    expect(documentationLink('https://wiki.example.com/errors/x', ['example.com'])).toBe(
      'https://wiki.example.com/errors/x',
    )
    expect(
      documentationLink('https://wiki.example.com/errors/x', ['other.example']),
    ).toBeUndefined()
  })

  it.each([[''], ['.'], ['  ']])(
    'links nothing for an empty host in config.json (%j)',
    (listed) => {
      expect(documentationLink('https://evil.example./errors', [listed])).toBeUndefined()
      expect(documentationLink('https://evil.example/errors', [listed])).toBeUndefined()
    },
  )

  it('links a listed host written with its final dot, and one asked for with it', () => {
    expect(documentationLink('https://docs.example.com./x', ['docs.example.com'])).toBe(
      'https://docs.example.com./x',
    )
    expect(documentationLink('https://docs.example.com/x', ['docs.example.com.'])).toBe(
      'https://docs.example.com/x',
    )
  })
})

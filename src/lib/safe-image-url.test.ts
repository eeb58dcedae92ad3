import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './safe-image-url'

describe('safeImageUrl', () => {
  const base = 'https://dash.example.com/app/'

  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://localhost:8787/sample-avatars/a.png', 'http://localhost:8787/sample-avatars/a.png'],
    ['/sample-avatars/a.png', 'https://dash.example.com/sample-avatars/a.png'],
  ])('allows %s', (url, expected) => {
    expect(safeImageUrl(url, base)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'blob:https://dash.example.com/1',
    'file:///etc/passwd',
    'http://[::1',
    '',
  ])('refuses %j', (url) => {
    expect(safeImageUrl(url, base)).toBeUndefined()
  })
})

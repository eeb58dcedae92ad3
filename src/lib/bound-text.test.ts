import { describe, expect, it } from 'vitest'
import { boundText, echoText, ECHO_LIMIT, hasControls, markControls } from './bound-text'

describe('boundText', () => {
  it('keeps text up to the limit as it is', () => {
    expect(boundText('a'.repeat(ECHO_LIMIT))).toBe('a'.repeat(ECHO_LIMIT))
    expect(boundText('')).toBe('')
  })

  it('cuts longer text and says how long it was', () => {
    expect(boundText('x'.repeat(1_000_000))).toBe(`${'x'.repeat(200)}… (1,000,000 characters)`)
    expect(boundText('abcdef', 3)).toBe('abc… (6 characters)')
  })

  it('never cuts an emoji in half', () => {
    const text = `${'a'.repeat(199)}😀tail`
    expect(boundText(text)).toBe(`${'a'.repeat(199)}… (${text.length} characters)`)
  })
})

describe('markControls and echoText', () => {
  it('makes bidi overrides, zero-width and control characters visible', () => {
    expect(markControls('gnp\u202E.exe')).toBe('gnp⟨U+202E⟩.exe')
    expect(markControls('a\u200Bb\u0000c\nd\uFEFF')).toBe('a⟨U+200B⟩b⟨U+0000⟩c⟨U+000A⟩d⟨U+FEFF⟩')
    expect(hasControls('plain name ✨ 東京 עברית')).toBe(false)
    expect(hasControls('x\u2067y')).toBe(true)
  })

  it('bounds what it echoes after marking', () => {
    expect(echoText('\u202E'.repeat(100))).toMatch(/^(⟨U\+202E⟩){25}… \(800 characters\)$/)
  })
})

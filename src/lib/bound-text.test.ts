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

  it('makes the invisible line and paragraph separators visible', () => {
    expect(markControls('a\u2028b\u2029c')).toBe('a⟨U+2028⟩b⟨U+2029⟩c')
  })

  it('bounds what it echoes after marking, saying the length the value had', () => {
    expect(echoText('\u202E'.repeat(100))).toMatch(/^(⟨U\+202E⟩){25}… \(100 characters\)$/)
    expect(echoText(`\u202E${'x'.repeat(8_000)}`)).toBe(
      `⟨U+202E⟩${'x'.repeat(192)}… (8,001 characters)`,
    )
  })

  it('never cuts a mark in half', () => {
    expect(echoText(`${'a'.repeat(196)}\u202Etail`)).toBe(`${'a'.repeat(196)}… (201 characters)`)
    // Text that only looks like the start of a mark is cut where the limit falls.
    expect(echoText(`${'a'.repeat(196)}⟨U+2tail`)).toBe(`${'a'.repeat(196)}⟨U+2… (204 characters)`)
  })
})

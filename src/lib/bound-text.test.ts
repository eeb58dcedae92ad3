import { describe, expect, it } from 'vitest'
import {
  boundText,
  controlsIn,
  echoText,
  ECHO_LIMIT,
  hasControls,
  markControls,
  NO_NAME,
  showText,
  shownName,
} from './bound-text'

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

describe('the characters that show nothing yet count as letters', () => {
  it('marks tag characters, the Hangul fillers and the combining grapheme joiner', () => {
    // "hi" spelled in tag characters after a flag's base, then the fillers and the joiner.
    expect(markControls('a\u{E0068}\u{E0069}\u{E007F}b')).toBe('a⟨U+E0068⟩⟨U+E0069⟩⟨U+E007F⟩b')
    expect(markControls('\u{E0000}x')).toBe('⟨U+E0000⟩x')
    expect(markControls('\u115F\u3164\u034F')).toBe('⟨U+115F⟩⟨U+3164⟩⟨U+034F⟩')
    expect(hasControls('x\u{E0041}')).toBe(true)
    // Their neighbours are left: U+E0080 is no tag character, an emoji is no control.
    expect(hasControls('\u{E0080} 😀 \u1160')).toBe(false)
  })

  it('never cuts the longer mark of a tag character in half', () => {
    // ⟨U+E0041⟩ is 9 characters; starting at 196 it would end past the limit of 200.
    expect(echoText(`${'a'.repeat(196)}\u{E0041}tail`)).toBe(`${'a'.repeat(196)}… (202 characters)`)
    // Whole when it fits: 191 + 9 = 200, and a shorter mark in the BMP too: 192 + 8 = 200.
    expect(echoText(`${'a'.repeat(192)}\u202Etail`)).toBe(
      `${'a'.repeat(192)}⟨U+202E⟩… (197 characters)`,
    )
    expect(echoText(`${'a'.repeat(191)}\u{E0041}tail`)).toBe(
      `${'a'.repeat(191)}⟨U+E0041⟩… (197 characters)`,
    )
    expect(echoText('\u{E0041}'.repeat(100))).toMatch(/^(⟨U\+E0041⟩){22}… \(200 characters\)$/)
  })

  it('marks a tag character cut in half by the look-ahead as nothing at all', () => {
    // Its pair would straddle the 201 characters looked at: the cut falls before either half.
    const text = `${'a'.repeat(200)}\u{E0041}`
    expect(echoText(text)).toBe(`${'a'.repeat(200)}… (202 characters)`)
  })
})

describe('showText', () => {
  it('says whether the value was cut and whether it holds controls', () => {
    expect(showText('plain')).toEqual({ text: 'plain', cut: false, marked: false })
    expect(showText('a\nb')).toEqual({ text: 'a⟨U+000A⟩b', cut: false, marked: true })
    expect(showText('x'.repeat(1_000_000))).toEqual({
      text: `${'x'.repeat(200)}… (1,000,000 characters)`,
      cut: true,
      marked: false,
    })
    // Cut by its marks alone: 30 overrides are 240 characters shown.
    expect(showText('\u202E'.repeat(30))).toMatchObject({ cut: true, marked: true })
  })
})

describe('shownName and controlsIn', () => {
  it('shows a blank name as "(no name)", any other as showText does', () => {
    expect(shownName(' \u200B')).toBe(NO_NAME)
    expect(shownName('gnp\u202E.exe')).toBe('gnp⟨U+202E⟩.exe')
  })

  it('lists the distinct control characters a value holds, in order', () => {
    expect(controlsIn('b0\ncurl x | sh\n\u202E')).toEqual(['U+000A', 'U+202E'])
    expect(controlsIn('50f382df')).toEqual([])
  })
})

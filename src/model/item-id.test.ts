import { describe, expect, it } from 'vitest'
import { MAX_ITEM_ID_LENGTH, readItemId } from './item-id'

const named = (id: string) => `?item=${id}`

describe('readItemId', () => {
  it('takes an id trimmed, and nothing from a blank', () => {
    expect(readItemId('  b-1 ', named)).toEqual({ id: 'b-1' })
    expect(readItemId(' ', named)).toEqual({})
    expect(readItemId(null, named)).toEqual({})
  })

  it('takes one of the longest ids, and refuses a longer one, saying how long it is', () => {
    const longest = 'a'.repeat(MAX_ITEM_ID_LENGTH)
    expect(readItemId(longest, named)).toEqual({ id: longest })
    expect(readItemId(`${longest}b`, named)).toEqual({
      problem: `?item=${longest}b is 129 characters long; an id is at most 128, so no item was opened.`,
    })
  })

  it('refuses control characters, shown as code points', () => {
    expect(readItemId('a\u202eb', named).problem).toBe(
      '?item=a⟨U+202E⟩b holds control characters, shown here as ⟨U+…⟩, so no item was opened.',
    )
  })
})

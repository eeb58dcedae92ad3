import { describe, expect, it } from 'vitest'
import { defaultView, viewWith, type View } from './view'

const own: View = {
  ...defaultView,
  game: 'own-game',
  tab: 'sites',
  query: 'nightly',
  since: 1_000,
  item: 'b-1',
}

describe('the view a panel shows: its own, with the parts its host gives', () => {
  it('is its own where the host gives nothing', () => {
    expect(viewWith(own)).toEqual(own)
    expect(viewWith(own, {})).toEqual(own)
  })

  it('takes each part the host gives, and keeps the rest', () => {
    expect(viewWith(own, { game: 'g', tab: 'avatars' })).toEqual({
      ...own,
      game: 'g',
      tab: 'avatars',
    })
    // No game yet is the host's too.
    expect(viewWith(own, { game: null }).game).toBeNull()
  })

  it('takes a part that may be none as none when the host gives it undefined', () => {
    const shown = viewWith(own, { since: undefined, item: undefined })
    expect(shown.since).toBeUndefined()
    expect(shown.item).toBeUndefined()
    expect(shown.query).toBe('nightly')
  })

  it('keeps its own game, tab, sort, search and status where the host passes undefined', () => {
    const parts = { game: undefined, tab: undefined, sort: undefined, query: undefined }
    expect(viewWith(own, parts)).toEqual(own)
  })
})

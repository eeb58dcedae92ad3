import { describe, expect, it } from 'vitest'
import { mergeGameOptions } from './game-options'

describe('mergeGameOptions', () => {
  it('lists each game once, in source order, remembering where it came from', () => {
    expect(
      mergeGameOptions([
        { source: 'api', games: [{ id: 'a', name: 'Alpha' }] },
        { source: 'config', games: [{ id: 'b', name: 'Beta' }, { id: 'a' }] },
        { source: 'recent', games: [{ id: 'c' }, { id: 'b', name: 'Old Beta' }] },
      ]),
    ).toEqual([
      { id: 'a', name: 'Alpha', source: 'api' },
      { id: 'b', name: 'Beta', source: 'config' },
      { id: 'c', name: undefined, source: 'recent' },
    ])
  })

  it('keeps the first name given for a game', () => {
    const [game] = mergeGameOptions([
      { source: 'api', games: [{ id: 'a', name: 'From the API' }] },
      { source: 'config', games: [{ id: 'a', name: 'From config' }] },
      { source: 'recent', games: [{ id: 'a', name: 'Remembered' }] },
    ])
    expect(game).toEqual({ id: 'a', name: 'From the API', source: 'api' })
  })

  it('fills in a name from a later source when the first had none', () => {
    const [game] = mergeGameOptions([
      { source: 'config', games: [{ id: 'a', name: '' }] },
      { source: 'recent', games: [{ id: 'a', name: 'Remembered' }] },
    ])
    expect(game).toEqual({ id: 'a', name: 'Remembered', source: 'config' })
  })

  it("keeps the API's logo for a game that another source names first", () => {
    const [first, second] = mergeGameOptions([
      { source: 'api', games: [{ id: 'a', name: 'A', logoUrl: 'https://cdn/a.png' }, { id: 'b' }] },
      { source: 'config', games: [{ id: 'b', name: 'B' }] },
    ])
    expect(first).toEqual({ id: 'a', name: 'A', source: 'api', logoUrl: 'https://cdn/a.png' })
    expect(second).not.toHaveProperty('logoUrl')
  })

  it('drops duplicates within one source', () => {
    expect(
      mergeGameOptions([{ source: 'recent', games: [{ id: 'a' }, { id: 'a', name: 'A' }] }]),
    ).toEqual([{ id: 'a', name: 'A', source: 'recent' }])
  })

  it('does not change the games it was given', () => {
    const config = [{ id: 'a', name: undefined as string | undefined }]
    mergeGameOptions([
      { source: 'config', games: config },
      { source: 'recent', games: [{ id: 'a', name: 'A' }] },
    ])
    expect(config).toEqual([{ id: 'a', name: undefined }])
  })

  it('is empty with no games', () => {
    expect(mergeGameOptions([])).toEqual([])
    expect(mergeGameOptions([{ source: 'api', games: [] }])).toEqual([])
  })
})

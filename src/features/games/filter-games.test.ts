import { describe, expect, it } from 'vitest'
import { filterGames } from './filter-games'
import type { GameOption } from './game-options'

const options: GameOption[] = [
  { id: 'b6f5c2a4-3e1d', name: 'Space Raiders', source: 'api' },
  { id: '0e4d7c9a-5b2f', name: 'Empty Game', source: 'config' },
  { id: 'f3a9e1b7-6c4d', name: undefined, source: 'recent' },
]

const ids = (choices: ReturnType<typeof filterGames>) => choices.map((choice) => choice.id)

describe('filterGames', () => {
  it('offers every known game, and nothing typed, when the text is empty', () => {
    const choices = filterGames(options, '')
    expect(ids(choices)).toEqual(options.map((option) => option.id))
    expect(choices.every((choice) => !choice.typed)).toBe(true)
  })

  it('treats whitespace-only text as empty', () => {
    expect(ids(filterGames(options, '   '))).toEqual(options.map((option) => option.id))
  })

  it('matches by name, ignoring case, and offers the text as an id too', () => {
    expect(filterGames(options, 'RAID')).toEqual([
      { id: 'b6f5c2a4-3e1d', name: 'Space Raiders', typed: false },
      { id: 'RAID', name: undefined, typed: true },
    ])
  })

  it('matches by part of the id, including games with no name', () => {
    expect(ids(filterGames(options, '6c4d'))).toEqual(['f3a9e1b7-6c4d', '6c4d'])
    expect(ids(filterGames(options, 'E1D'))).toEqual(['b6f5c2a4-3e1d', 'E1D'])
  })

  it('offers a pasted unknown id as the only choice', () => {
    expect(filterGames(options, '  9d7c3e1f-2a84 ')).toEqual([
      { id: '9d7c3e1f-2a84', name: undefined, typed: true },
    ])
  })

  it('does not offer the typed text when it is exactly a known id', () => {
    const choices = filterGames(options, '0e4d7c9a-5b2f')
    expect(choices).toEqual([{ id: '0e4d7c9a-5b2f', name: 'Empty Game', typed: false }])
  })

  it('keeps the order of the options', () => {
    expect(ids(filterGames(options, 'a')).slice(0, 3)).toEqual([
      'b6f5c2a4-3e1d',
      '0e4d7c9a-5b2f',
      'f3a9e1b7-6c4d',
    ])
  })

  it('works with no known games at all', () => {
    expect(filterGames([], '')).toEqual([])
    expect(filterGames([], 'abc')).toEqual([{ id: 'abc', name: undefined, typed: true }])
  })
})

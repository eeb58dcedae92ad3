import { beforeEach, expect, it } from 'vitest'
import { forgetGameNames, parseRecentGames, rememberGame } from './recent-games'

const stored = () => parseRecentGames(localStorage.getItem('game-assets:recent-games') ?? '[]')

beforeEach(() => localStorage.clear())

it('forgets the names read with a token, and keeps the ids the operator chose, in order', () => {
  rememberGame({ id: 'g-1', name: 'Space Raiders' })
  rememberGame({ id: 'g-2' })
  rememberGame({ id: 'g-3', name: 'Nebula' })
  forgetGameNames()
  expect(stored()).toEqual([
    { id: 'g-3', name: undefined },
    { id: 'g-2', name: undefined },
    { id: 'g-1', name: undefined },
  ])
  expect(localStorage.getItem('game-assets:recent-games')).not.toMatch(/Space Raiders|Nebula/)
})

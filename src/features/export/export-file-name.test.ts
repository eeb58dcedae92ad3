import { describe, expect, it } from 'vitest'
import { exportFileName } from './export-file-name'

const GAME = 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c'
/** A game the API gives no name but its id (the picker shows the id). */
const UNNAMED = { id: GAME, name: GAME }

describe('exportFileName', () => {
  it('is <game id>-<tab>-<YYYY-MM-DD>.<format> for a game with no name but its id', () => {
    const date = new Date(2026, 10, 1, 9, 5)
    expect(exportFileName(UNNAMED, 'builds', date, 'csv')).toBe(`${GAME}-builds-2026-11-01.csv`)
    expect(exportFileName(UNNAMED, 'sites', date, 'json')).toBe(`${GAME}-sites-2026-11-01.json`)
  })

  it('uses the local date, padded, also just after midnight', () => {
    expect(exportFileName(UNNAMED, 'avatars', new Date(2027, 0, 2, 0, 30), 'csv')).toBe(
      `${GAME}-avatars-2027-01-02.csv`,
    )
    expect(exportFileName(UNNAMED, 'avatars', new Date(2026, 11, 31, 23, 59), 'csv')).toBe(
      `${GAME}-avatars-2026-12-31.csv`,
    )
  })

  it('replaces characters a file system could refuse in a typed game id', () => {
    expect(
      exportFileName({ id: '../my game/1', name: '' }, 'builds', new Date(2026, 0, 5), 'json'),
    ).toBe('.._my_game_1-builds-2026-01-05.json')
  })

  it('cuts a game id far longer than a UUID, so the name stays one a file system takes', () => {
    const name = exportFileName(
      { id: 'g'.repeat(8_000), name: '' },
      'builds',
      new Date(2026, 0, 5),
      'json',
    )
    expect(name).toBe(`${'g'.repeat(80)}-builds-2026-01-05.json`)
  })

  it('starts with the game’s name, its letters and digits in any script', () => {
    const date = new Date(2026, 10, 1)
    const name = (gameName: string) =>
      exportFileName({ id: GAME, name: gameName }, 'builds', date, 'csv')
    expect(name('Space Raiders')).toBe(`Space_Raiders-${GAME}-builds-2026-11-01.csv`)
    expect(name('スペース・レイダーズ 2')).toBe(
      `スペース_レイダーズ_2-${GAME}-builds-2026-11-01.csv`,
    )
    // Nothing a file system refuses, no hidden file, no path.
    expect(name('../.secret/Game: "One"?')).toBe(`secret_Game_One-${GAME}-builds-2026-11-01.csv`)
    // A name past 32 characters is cut; one with no letter or digit is left out.
    expect(name('A'.repeat(300))).toBe(`${'A'.repeat(32)}-${GAME}-builds-2026-11-01.csv`)
    expect(name(' /// ')).toBe(`${GAME}-builds-2026-11-01.csv`)
  })
})

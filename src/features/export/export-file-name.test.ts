import { describe, expect, it } from 'vitest'
import { exportFileName } from './export-file-name'

const GAME = 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c'

describe('exportFileName', () => {
  it('is <game id>-<tab>-<YYYY-MM-DD>.<format>', () => {
    const date = new Date(2026, 10, 1, 9, 5)
    expect(exportFileName(GAME, 'builds', date, 'csv')).toBe(`${GAME}-builds-2026-11-01.csv`)
    expect(exportFileName(GAME, 'sites', date, 'json')).toBe(`${GAME}-sites-2026-11-01.json`)
  })

  it('uses the local date, padded, also just after midnight', () => {
    expect(exportFileName(GAME, 'avatars', new Date(2027, 0, 2, 0, 30), 'csv')).toBe(
      `${GAME}-avatars-2027-01-02.csv`,
    )
    expect(exportFileName(GAME, 'avatars', new Date(2026, 11, 31, 23, 59), 'csv')).toBe(
      `${GAME}-avatars-2026-12-31.csv`,
    )
  })

  it('replaces characters a file system could refuse in a typed game id', () => {
    expect(exportFileName('../my game/1', 'builds', new Date(2026, 0, 5), 'json')).toBe(
      '.._my_game_1-builds-2026-01-05.json',
    )
  })

  it('cuts a game id far longer than a UUID, so the name stays one a file system takes', () => {
    const name = exportFileName('g'.repeat(8_000), 'builds', new Date(2026, 0, 5), 'json')
    expect(name).toBe(`${'g'.repeat(80)}-builds-2026-01-05.json`)
  })
})

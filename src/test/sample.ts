import type { ListItem } from '@/model/list-items'
import {
  getSampleGame,
  SAMPLE_GAMES,
  SAMPLE_NOW,
  type SampleGame,
} from '../../server/data/sample-data'

export { SAMPLE_GAMES, SAMPLE_NOW }

/** A parsed build as the list reader hands it on: complete, 1 byte, named and keyed by `id`. */
export const parsedBuild = (id: string): ListItem<'builds'> => ({
  buildId: id,
  tags: [],
  uploadId: `u-${id}`,
  name: id,
  createdAt: 0,
  size: 1,
  complete: true,
  warnings: [],
})

/** The hand-written "Space Raiders" game in wire format: the same data the dev server serves. */
export function realisticGame(): SampleGame {
  const sample = getSampleGame(SAMPLE_GAMES.realistic)
  if (!sample) throw new Error('The reference data has no realistic game.')
  // The server memoises its games; a copy keeps one test's edits out of the next.
  return structuredClone(sample)
}

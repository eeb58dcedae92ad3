import type { Page } from '@playwright/test'
import { getSampleGame, SAMPLE_GAMES, SAMPLE_NOW } from '../../server/data/sample-data'
import type { SampleGame } from '../../server/data/wire-types'

export { SAMPLE_GAMES, SAMPLE_NOW }

/** The reference API's realistic game: the same data the server answers with. */
export const realistic: SampleGame = getSampleGame(SAMPLE_GAMES.realistic) as SampleGame

/** A valid UUID that no sample game has: the reference API answers 404 for it. */
export const UNKNOWN_GAME = '00000000-0000-4000-8000-000000000000'

/**
 * The realistic game has one complete avatar whose image is missing on purpose (the dashboard
 * shows a fallback); the browser logs that 404 whenever the avatars tab is open.
 */
export const BROKEN_AVATAR_IMAGE = /status of 404 .*\/sample-avatars\//

export function gameUrl(gameId: string, params: Record<string, string> = {}): string {
  return `/?${new URLSearchParams({ game: gameId, ...params }).toString()}`
}

/** Freezes the page's clock at the instant the sample data is relative to. */
export async function freezeClock(page: Page) {
  await page.clock.setFixedTime(new Date(SAMPLE_NOW))
}

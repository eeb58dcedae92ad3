import { listKindNames, type ListKind } from '../../src/model/list-kinds.ts'
import { sampleAvatarPath } from './avatar-path.ts'
import {
  avatarSteps,
  buildSteps,
  drain,
  drainAsync,
  siteSteps,
  type ListSteps,
} from './generated-game.ts'
import { developerGroup, gamePageUrl } from './hub-links.ts'
import { LruCache } from './lru-cache.ts'
import type { SampleGame, SampleLists, WireGame, WireItem } from './wire-types.ts'

/** The most items per list a load-test game may ask for; ids asking for more answer 404. */
export const MAX_LOAD_TEST_ITEMS = 1_000_000

/** The sizes `GET /cloud/games` offers, so the picker reaches them without typing an id. */
export const LISTED_LOAD_TEST_COUNTS = [1_000, 10_000, 100_000] as const

export const PERF_LAB = developerGroup('c4d8e2f6-1a3b-4c5d-9e7f-8a0b2c4d6e81', 'Perf Lab')

// "10ad7e57" reads "load test". Version 4 and variant 8 keep every id a valid v4 UUID, and the
// last group is the item count in decimal, so anyone can write the id of any size by hand.
const ID_PREFIX = '10ad7e57-0000-4000-8000-'
const COUNT_DIGITS = 12
const ID = /^10ad7e57-0000-4000-8000-(\d{12})$/i

/** The id of the load-test game with `count` builds, CDN sites and avatars. */
export function loadTestGameId(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0 || count >= 10 ** COUNT_DIGITS) {
    throw new RangeError(`A load-test game id holds a count from 0 to 10^12 - 1, not ${count}.`)
  }
  return ID_PREFIX + String(count).padStart(COUNT_DIGITS, '0')
}

/** The count a load-test id asks for, even one above the maximum; undefined for other ids. */
export function parseLoadTestGameId(gameId: string): number | undefined {
  const digits = ID.exec(gameId)?.[1]
  return digits === undefined ? undefined : Number(digits)
}

export function loadTestWireGame(count: number): WireGame {
  const items = count === 1 ? 'item' : 'items'
  return {
    game_id: loadTestGameId(count),
    name_id: `load-test-${count}`,
    url: gamePageUrl(`load-test-${count}`),
    display_name: `Load test, ${count.toLocaleString('en-US')} ${items}`,
    developer: structuredClone(PERF_LAB),
    total_player_count: 0,
  }
}

type List = SampleLists[ListKind]

type Generate<K extends ListKind> = (
  count: number,
  seed: number,
  now: Date,
  avatarPath: (uploadId: string) => string,
) => ListSteps<WireItem<K>>

/**
 * How each kind's list is made: its generator, and its random stream (a fixed number per kind,
 * not its tab's position, so reordering the tabs changes no load-test data).
 */
const LISTS: { [K in ListKind]: { stream: number; generate: Generate<K> } } = {
  builds: { stream: 1, generate: buildSteps },
  sites: { stream: 2, generate: siteSteps },
  avatars: { stream: 3, generate: avatarSteps },
}

// One 1,000,000-item list takes about 330 MB of heap, and its cached bodies (kept alongside, see
// list-body.ts) about 280 MB more; three games with all three lists would not fit in Node's
// default heap. So at most 3,000,000 items stay, least recently used dropped first; a dropped
// list is generated again, identically, when asked for. Measured: asking for ten different
// million-avatar lists levels the server off near 2.9 GB RSS. The count of lists is no bound on
// memory, but it must hold the start page's nine (every game's figures: the listed load-test
// games of 1,000, 10,000 and 100,000 items, three lists each) beside a million-item list being
// read: with nine, each start page dropped that list, and its next request waited for it to be
// made again (a fresh-clone run's million-row test timed out so).
const lists = new LruCache<string, List>({
  maxEntries: 16,
  maxWeight: 3 * MAX_LOAD_TEST_ITEMS,
  weigh: (items) => items.length,
})

// A separate stream per list, fixed by the count alone, so an id always names the same items.
function seedFor(count: number, list: number): number {
  return (Math.imul(count, 0x9e3779b1) ^ Math.imul(list, 0x85ebca6b)) >>> 0
}

/** The steps that make one list of a load-test game. */
function listSteps(count: number, kind: ListKind, now: Date): ListSteps<WireItem<ListKind>> {
  const gameId = loadTestGameId(count)
  const { stream, generate } = LISTS[kind]
  const avatarPath = (uploadId: string) => sampleAvatarPath(uploadId, gameId)
  return generate(count, seedFor(count, stream), now, avatarPath)
}

// The instant is part of the key: a live clock asks for the same list at a new minute.
const listKey = (count: number, kind: ListKind, now: Date) =>
  `${loadTestGameId(count)} ${kind} ${now.getTime()}`
const making = new Map<string, Promise<List>>()

/**
 * One list of a load-test game, made with other requests answered in between (a 200,000-item
 * list takes about half a second to make); requests that come meanwhile wait for the same one.
 */
export function loadTestList<K extends ListKind>(
  count: number,
  kind: K,
  now: Date,
): Promise<SampleLists[K]> {
  const key = listKey(count, kind, now)
  const made = madeLoadTestList(count, kind, now)
  if (made) return Promise.resolve(made)
  let pending = making.get(key)
  if (!pending) {
    pending = drainAsync(listSteps(count, kind, now))
      .then((list) => {
        lists.set(key, list as List)
        return list as List
      })
      .finally(() => making.delete(key))
    making.set(key, pending)
  }
  // The key names the list, so the cast only restores the type its generator gave it.
  return pending as Promise<SampleLists[K]>
}

/** One list of a load-test game if it is made and kept, without making it. */
export function madeLoadTestList<K extends ListKind>(
  count: number,
  kind: K,
  now: Date,
): SampleLists[K] | undefined {
  // The key names the list, so the cast only restores the type its generator gave it.
  return lists.get(listKey(count, kind, now)) as SampleLists[K] | undefined
}

/**
 * A generated game whose lists are made on first read, one at a time: serving the builds of a
 * million-item game must not wait for its avatars. `now` is the instant ages count back from
 * (the server's sample clock), and part of the cache key.
 */
export function loadTestGame(count: number, now: Date): SampleGame {
  if (count > MAX_LOAD_TEST_ITEMS) throw new RangeError(`At most ${MAX_LOAD_TEST_ITEMS} items.`)
  // The key names the list, so the cast only restores the type its generator gave it.
  const list = <K extends ListKind>(kind: K) =>
    lists.getOrCreate(
      listKey(count, kind, now),
      () => drain(listSteps(count, kind, now)) as List,
    ) as SampleLists[K]
  const game = { game: loadTestWireGame(count) } as SampleGame
  for (const kind of listKindNames) {
    Object.defineProperty(game, kind, { get: () => list(kind), enumerable: true })
  }
  return game
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * Load-test avatar urls are `/sample-avatars/{game_id}/{upload_id}.png`. The answer comes from
 * the path alone: checking that the upload id really is one of the game's avatars could mean
 * generating a million of them for one <img>. So any well-formed upload id under a load-test
 * game that has avatars gets an image, made-up ones included; the images are identicons anyway.
 */
export function hasLoadTestAvatarImage(gameId: string, uploadId: string): boolean {
  const count = parseLoadTestGameId(gameId)
  return (
    count !== undefined && count > 0 && count <= MAX_LOAD_TEST_ITEMS && UPLOAD_ID.test(uploadId)
  )
}

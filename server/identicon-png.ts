import { createRandom } from './data/random.ts'
import { LruCache } from './data/lru-cache.ts'
import { encodePng } from './data/png.ts'

const SIZE = 64
const GRID = 5
const CELL = 10
const MARGIN = (SIZE - GRID * CELL) / 2

type Rgb = readonly [number, number, number]

// FNV-1a: any stable string hash will do, it only has to spread ids over colours and patterns.
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0
  }
  return hash
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

/** A mirror-symmetric 5×5 pattern, like the identicons code hosts give users without a photo. */
function pattern(seed: number): boolean[][] {
  const random = createRandom(seed)
  return Array.from({ length: GRID }, () => {
    const left = Array.from({ length: Math.ceil(GRID / 2) }, () => random.next() < 0.5)
    return [...left, ...left.slice(0, Math.floor(GRID / 2)).reverse()]
  })
}

// Bounded: load-test games serve an image for any well-formed upload id, a million and more.
const cache = new LruCache<string, Buffer>({ maxEntries: 5_000 })

/** A 64×64 PNG that is always the same for the same key (an upload id, a game's name id). */
export function renderIdenticonPng(key: string): Buffer {
  const cached = cache.get(key)
  if (cached) return cached
  const hash = hashString(key)
  const hue = hash % 360
  const foreground = hslToRgb(hue, 0.6, 0.45)
  const background = hslToRgb(hue, 0.35, 0.92)
  const cells = pattern(hash)
  const pixels = new Uint8Array(SIZE * SIZE * 3)
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const row = Math.floor((y - MARGIN) / CELL)
      const column = Math.floor((x - MARGIN) / CELL)
      const filled = cells[row]?.[column] ?? false
      pixels.set(filled ? foreground : background, (y * SIZE + x) * 3)
    }
  }
  const png = encodePng(SIZE, SIZE, pixels)
  cache.set(key, png)
  return png
}

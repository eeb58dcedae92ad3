/** A small seeded PRNG so every run, test and screenshot sees the same sample data. */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number
  pick: <T>(items: readonly T[]) => T
  /** A v4-shaped UUID; deterministic, so not actually random. */
  uuid: () => string
}

// mulberry32: tiny, fast and good enough for fixtures; not for anything secret.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

const HEX_DIGITS = '0123456789abcdef'
const DASHES = new Set([8, 13, 18, 23])

/**
 * Writes 32 hex digits into a reused 36-byte buffer and decodes it once. A million-row generator
 * calls this twice a row; concatenating pieces instead makes rope strings that cost the garbage
 * collector more than everything else put together.
 */
function formatUuid(buffer: Buffer, words: readonly number[]): string {
  let position = 0
  for (let digit = 0; digit < 32; digit++) {
    if (DASHES.has(position)) buffer[position++] = 0x2d
    const word = words[digit >>> 3] ?? 0
    const nibble = (word >>> (28 - 4 * (digit & 7))) & 0xf
    buffer[position++] = HEX_DIGITS.charCodeAt(nibble)
  }
  return buffer.toString('latin1', 0, 36)
}

export function createRandom(seed: number): Random {
  const nextUint32 = mulberry32(seed)
  const next = () => nextUint32() / 2 ** 32
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick() needs a non-empty list')
    return item
  }
  const uuidBuffer = Buffer.alloc(36)
  const uuid = () => {
    const [a, b, c, d] = [nextUint32(), nextUint32(), nextUint32(), nextUint32()]
    // Version nibble 4 and variant bits 10xx, as RFC 9562 (section 5.4) lays out a v4 UUID.
    const withVersion = ((b & 0xffff0fff) | 0x00004000) >>> 0
    const withVariant = ((c & 0x3fffffff) | 0x80000000) >>> 0
    return formatUuid(uuidBuffer, [a, withVersion, withVariant, d])
  }
  return { next, pick, uuid }
}

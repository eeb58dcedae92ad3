import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createListSplitter, ListPartTooLarge, type SplitterLimits } from './list-splitter'

/** Pushes `pieces` through a splitter: the items it cut out, parsed, and what it left. */
function split(
  pieces: Iterable<string>,
  { bare = false, limits }: { bare?: boolean; limits?: SplitterLimits } = {},
) {
  const splitter = createListSplitter(bare ? undefined : 'builds', limits)
  const batches: string[] = []
  let count = 0
  for (const piece of pieces) {
    const cut = splitter.push(piece)
    if (cut) {
      batches.push(cut.text)
      count += cut.count
    }
  }
  const items: unknown = JSON.parse(`[${batches.join(',')}]`)
  return { items, count, rest: splitter.end() }
}

/** `text` in pieces of `size` characters. */
function* piecesOf(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size)
}

/** `text` cut at these offsets. */
const cutAt = (text: string, cuts: readonly number[]) =>
  [0, ...[...cuts].sort((a, b) => a - b), text.length].flatMap((start, i, all) =>
    i < all.length - 1 ? [text.slice(start, all[i + 1])] : [],
  )

/** Text made to trip a scanner: quotes, runs of backslashes, brackets, commas, surrogates. */
const tricky = fc.string({
  unit: fc.constantFrom('"', '\\', '\\\\', '[', ']', '{', '}', ',', ':', ' ', '\n', 'a', 'é', '😀'),
  maxLength: 12,
})
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(tricky, tie('value'), { maxKeys: 3 }),
  ),
}))
const others = fc.dictionary(
  tricky.filter((key) => key !== 'builds'),
  value,
  { maxKeys: 2 },
)

describe('the list splitter', () => {
  it('cuts out exactly the items JSON.parse reads, and keeps the rest, however the body is cut', () => {
    fc.assert(
      fc.property(
        others,
        fc.array(value, { maxLength: 6 }),
        others,
        fc.constantFrom(undefined, 1, '\t'),
        fc.uniqueArray(fc.nat(2_000), { maxLength: 16 }),
        (before, items, after, indent, cuts) => {
          const body = { ...before, builds: items, ...after }
          const text = JSON.stringify(body, null, indent)
          const {
            items: cut,
            count,
            rest,
          } = split(
            cutAt(
              text,
              cuts.filter((at) => at <= text.length),
            ),
          )
          expect(cut).toEqual(items)
          expect(count).toBe(items.length)
          expect(rest.kind).toBe('split')
          if (rest.kind === 'split')
            expect(JSON.parse(rest.outside)).toEqual({ ...body, builds: [] })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('follows escapes across every boundary between pieces', () => {
    const body = String.raw`{"a\\":"\\\"[","builds":["\\",{"k]":"x\\\"]},"},"\"\\\\"],"z":"\\"}`
    const whole = JSON.parse(body) as { builds: unknown[] }
    for (const size of [1, 2, 3, 5]) {
      const { items, rest } = split(piecesOf(body, size))
      expect({ size, items }).toEqual({ size, items: whole.builds })
      expect(rest.kind === 'split' && JSON.parse(rest.outside)).toEqual({ ...whole, builds: [] })
    }
  })

  it('cuts the items of a bare array, the list itself (an export made before snapshots)', () => {
    const list = [{ build_id: 'a' }, { build_id: 'b,]' }]
    const { items, rest } = split(piecesOf(` ${JSON.stringify(list)}\n`, 3), { bare: true })
    expect(items).toEqual(list)
    expect(rest).toEqual({ kind: 'split', outside: ' [] ' })
    expect(split(['{"builds": []}'], { bare: true }).rest.kind).toBe('whole')
  })

  it('reads one item of megabytes in the time the same bytes of small items take', () => {
    const tags = 350_000 // about 2 MB of JSON either way
    const oneItem = `{"builds":[{"tags":[${'"tag",'.repeat(tags)}"tag"]}]}`
    const manyItems = `{"builds":[${'{"tags":["tag"]},'.repeat(tags / 2.5)}{"tags":["tag"]}]}`
    /** The fastest of a few runs, each piece of 8 KiB pushed as a network would hand it over. */
    const timeOf = (text: string) => {
      let best = Infinity
      for (let run = 0; run < 5; run++) {
        const splitter = createListSplitter('builds')
        const start = performance.now()
        for (const piece of piecesOf(text, 8 * 1024)) splitter.push(piece)
        splitter.end()
        best = Math.min(best, performance.now() - start)
      }
      return best
    }
    const many = timeOf(manyItems)
    const one = timeOf(oneItem)
    // Rescanning the unfinished item at every piece made it 20 to 200 times slower; now it is
    // about as fast (0.5 to 1.5 times, on a busy machine).
    expect(one).toBeLessThan(4 * many)
  })
})

describe('its limits', () => {
  /** A second item that goes on (100,000 characters in pieces of 100), not yet ended. */
  function* longSecondItem() {
    yield '{"builds": [{"build_id": "a"}, {"build_id": "b", "display_name": "'
    for (let piece = 0; piece < 1000; piece++) yield 'x'.repeat(100)
  }

  it('refuses an item as soon as it passes the limit, naming its place, not waiting for its end', () => {
    const splitter = createListSplitter('builds', { maxItemChars: 1000 })
    let pushed = 0
    let refusal: unknown
    try {
      for (const piece of longSecondItem()) {
        splitter.push(piece)
        pushed += piece.length
      }
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(ListPartTooLarge)
    expect(refusal).toMatchObject({ part: 'item', index: 1, limit: 1000 })
    expect(pushed).toBeLessThan(1200)
  })

  it('takes an item of exactly the limit', () => {
    const item = JSON.stringify({ build_id: 'b', display_name: 'x'.repeat(500) })
    const body = `{"builds":[${item},${item}]}`
    const { count } = split(piecesOf(body, 64), { limits: { maxItemChars: item.length } })
    expect(count).toBe(2)
    expect(() => split([body], { limits: { maxItemChars: item.length - 1 } })).toThrow(
      ListPartTooLarge,
    )
  })

  it('keeps a run of whitespace outside the items as one space, however long', () => {
    const space = ' \n\t\r'.repeat(1024 * 1024)
    const body = `${space}{${space}"builds"${space}:${space}[1, 2]${space},"b":${space}true}${space}`
    const { items, rest } = split(piecesOf(body, 64 * 1024), {
      limits: { maxOutsideChars: 100 },
    })
    expect(items).toEqual([1, 2])
    expect(rest).toEqual({ kind: 'split', outside: ' { "builds" : [] ,"b": true} ' })
  })

  it('refuses more than its limit kept outside the items, before or after them', () => {
    const big = `"${'x'.repeat(2_000)}"`
    const refusal = (body: string) => {
      try {
        split(piecesOf(body, 100), { limits: { maxOutsideChars: 1000 } })
      } catch (error) {
        return error
      }
      return undefined
    }
    const outside = { part: 'outside', limit: 1000 }
    expect(refusal(`{"note": ${big}, "builds": []}`)).toMatchObject(outside)
    expect(refusal(`{"builds": [], "note": ${big}}`)).toMatchObject(outside)
    expect(refusal(`{"builds": []}${'x'.repeat(2_000)}`)).toMatchObject(outside)
    // Read whole at the end (not where a list is), it is bounded all the same.
    expect(refusal(`[${big}]`)).toMatchObject(outside)
    expect(refusal(`{"builds": [${big}]}`)).toBeUndefined()
  })
})

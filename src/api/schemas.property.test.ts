import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from './errors'
import { parseJsonExact } from './json'

/** What a server would have to send to pose as one of the client's exact-integer marks. */
const LOOKALIKE_MARK = '\u0000u64:'
import { isRfc3339 } from '@/lib/rfc-3339'
import { parseList, parseGameList } from './schemas'
import type { Build, Site, UploadSummary } from '@/model/list-items'

const U64_MAX = 2n ** 64n - 1n
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

type UploadList = {
  name: string
  parse: (body: unknown) => UploadSummary[]
  list: string
  /** The field that identifies an item, and that two items of a list must not share. */
  idField: string
  idOf: (item: UploadSummary) => string
}

const uploadLists: UploadList[] = [
  {
    name: 'parseBuildList',
    parse: (body: unknown, rayId?: string) => parseList('builds', body, rayId),
    list: 'builds',
    idField: 'build_id',
    idOf: (build) => (build as Build).buildId,
  },
  {
    name: 'parseSiteList',
    parse: (body: unknown, rayId?: string) => parseList('sites', body, rayId),
    list: 'sites',
    idField: 'site_id',
    idOf: (site) => (site as Site).siteId,
  },
  {
    name: 'parseAvatarList',
    parse: (body: unknown, rayId?: string) => parseList('avatars', body, rayId),
    list: 'custom_avatars',
    idField: 'upload_id',
    idOf: (avatar) => avatar.uploadId,
  },
]

const displayName = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constant('"content_length": 12345678901234567890'),
)

/** Any RFC 3339 spelling: `T`, `t` or a space, any fraction, `Z`, `z` or an offset. */
const rfc3339Text = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayOfMonth: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: '' }),
    separator: fc.constantFrom('T', 't', ' '),
    zone: fc.oneof(
      fc.constantFrom('Z', 'z'),
      fc
        .tuple(
          fc.constantFrom('+', '-'),
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
        )
        .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
    ),
  })
  .map((time) => {
    // The Gregorian calendar repeats every 400 years, so year 2000 + y % 400 has y's leap day.
    const days = new Date(Date.UTC(2000 + (time.year % 400), time.month, 0)).getUTCDate()
    const day = 1 + Math.floor(time.dayOfMonth * days)
    const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(day)}`
    const clock = `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`
    return `${date}${time.separator}${clock}${time.fraction && `.${time.fraction}`}${time.zone}`
  })

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}

/** The instant an RFC 3339 text names, worked out without `Date.parse`, to the millisecond. */
function instantOf(text: string): number {
  const parts = /^(\d+)-(\d+)-(\d+).(\d+):(\d+):(\d+)(?:\.(\d+))?(?:[Zz]|([+-])(\d+):(\d+))$/.exec(
    text,
  )
  if (!parts) throw new Error(`Not an RFC 3339 time: ${text}`)
  const [, year, month, day, hour, minute, second, fraction = '', sign, zoneH, zoneM] = parts
  const date = new Date(0)
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day))
  date.setUTCHours(
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  )
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(zoneH) * 60 + Number(zoneM)) * 60_000 : 0
  return date.getTime() - offset
}

const isoTime = fc
  .date({
    min: new Date('0001-01-01T00:00:00.000Z'),
    max: new Date('9999-12-31T23:59:59.999Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString())
const wellFormedTime = fc.oneof(isoTime, rfc3339Text)

const nearMisses: ((iso: string) => string)[] = [
  (iso) => iso.replace(/^(\d{4})-\d\d-\d\d/, '$1-02-30'),
  (iso) => iso.replace(/^(\d{4})-\d\d-\d\d/, '$1-04-31'),
  (iso) => iso.replace(/^(\d{4})-\d\d/, '$1-13'),
  (iso) => iso.replace(/^(\d{4})-\d\d/, '$1-00'),
  (iso) => iso.replace(/-\d\dT/, '-00T'),
  (iso) => iso.replace(/T\d\d/, 'T24'),
  (iso) => iso.replace(/T(\d\d):\d\d/, 'T$1:60'),
  (iso) => iso.replace(/:\d\d\./, ':60.'),
  (iso) => iso.replace(/\.\d+/, '.'),
  (iso) => iso.slice(0, -1),
  (iso) => iso.replace('Z', '+24:00'),
  (iso) => iso.replace('Z', '+05:60'),
  (iso) => iso.slice(2),
  (iso) => iso.slice(0, 10),
  (iso) => iso.replace('T', '_'),
  (iso) => ` ${iso}`,
]
const impossibleTime = fc.oneof(
  fc.string().filter((text) => !/^\d{4}-/.test(text)),
  fc.tuple(isoTime, fc.constantFrom(...nearMisses)).map(([iso, miss]) => miss(iso)),
)

/** Sizes are JSON literals written into the wire text, so a 20-digit one stays exact. */
const wellFormedSize = fc.oneof(
  fc.bigInt({ min: 0n, max: U64_MAX }),
  fc.constantFrom(0n, MAX_SAFE, MAX_SAFE + 1n, MAX_SAFE + 2n, U64_MAX),
)
const impossibleSizeText = fc.oneof(
  fc.integer({ max: -1 }).map(String),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .filter((size) => !Number.isInteger(size))
    .map((size) => JSON.stringify(size)),
  fc.bigInt({ min: 1n, max: 2n ** 80n }).map((size) => `-${size}`),
  fc.bigInt({ min: U64_MAX + 1n, max: 2n ** 80n }).map(String),
)
const anySizeText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  wellFormedSize.map(String),
  impossibleSizeText,
  fc.string().map((text) => JSON.stringify(LOOKALIKE_MARK + text)),
  fc.bigInt().map((size) => JSON.stringify(`${LOOKALIKE_MARK}${size}`)),
)

type SentItem = { fields: Record<string, unknown>; contentLength: string }

/** The body as the API would send it, parsed the way the client parses it. */
function receivedBody(list: string, items: SentItem[]): unknown {
  const texts = items.map(
    ({ fields, contentLength }) =>
      `{"content_length":${contentLength},${JSON.stringify(fields).slice(1)}`,
  )
  return parseJsonExact(`{"${list}":[${texts.join(',')}]}`)
}

function itemFields(idField: string, createTs: fc.Arbitrary<unknown>) {
  return fc.record<Record<string, unknown>>({
    upload_id: fc.uuid(),
    [idField]: fc.uuid(),
    display_name: displayName,
    create_ts: createTs,
    complete: fc.boolean(),
  })
}

function uniqueItems<T extends { fields: Record<string, unknown> }>(
  idField: string,
  item: fc.Arbitrary<T>,
) {
  return fc.uniqueArray(item, { selector: ({ fields }) => fields[idField] })
}

/** Parses, and checks the only failure is a refusal that says what is wrong and where. */
function expectListOrRefusal(parse: (body: unknown) => unknown, body: unknown) {
  let result: unknown
  try {
    result = parse(body)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError)
    const { message, path } = error as InvalidResponseError
    expect(message).toMatch(/^[A-Z][\s\S]*\.$/)
    expect(typeof path).toBe('string')
    return
  }
  expect(Array.isArray(result)).toBe(true)
}

describe.each(uploadLists)('$name', ({ parse, list, idField, idOf }) => {
  const sometimesWrong = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary, weight: 9 }, { arbitrary: fc.jsonValue(), weight: 1 })
  const shakyItem = fc.record({
    fields: fc.record<Record<string, unknown>>({
      upload_id: sometimesWrong(fc.uuid()),
      [idField]: sometimesWrong(fc.uuid()),
      display_name: sometimesWrong(displayName),
      create_ts: fc.oneof(wellFormedTime, impossibleTime, fc.jsonValue()),
      complete: sometimesWrong(fc.boolean()),
    }),
    contentLength: anySizeText,
  })

  it('returns a list or throws an InvalidResponseError that names the problem, for any body', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ [list]: fc.array(fc.anything()) }),
          fc.array(shakyItem).map((items) => receivedBody(list, items)),
        ),
        (body) => expectListOrRefusal(parse, body),
      ),
    )
  })

  it('keeps every item whatever its create_ts and content_length, reading only sound values', () => {
    const item = fc.record({
      fields: itemFields(idField, fc.oneof(wellFormedTime, impossibleTime, fc.jsonValue())),
      contentLength: anySizeText,
    })
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const parsed = parse(receivedBody(list, items))
        expect(parsed).toHaveLength(items.length)
        for (const { size, createdAt, warnings } of parsed) {
          if (typeof size === 'bigint') expect(size > MAX_SAFE && size <= U64_MAX).toBe(true)
          else if (size !== undefined) expect(Number.isSafeInteger(size) && size >= 0).toBe(true)
          if (createdAt !== undefined) expect(Number.isFinite(createdAt)).toBe(true)
          if (size === undefined || createdAt === undefined) expect(warnings).not.toHaveLength(0)
        }
      }),
    )
  })

  it('reads well-formed items exactly: same order, names, ids, instants and every digit', () => {
    const item = fc.record({ fields: itemFields(idField, isoTime), size: wellFormedSize })
    fc.assert(
      fc.property(uniqueItems(idField, item), (items) => {
        const sent = items.map(({ fields, size }) => ({ fields, contentLength: String(size) }))
        const parsed = parse(receivedBody(list, sent))
        expect(parsed).toHaveLength(items.length)
        parsed.forEach((result, index) => {
          const { fields, size } = items[index]!
          const time = fields.create_ts as string
          expect(idOf(result)).toBe(fields[idField])
          expect(result.uploadId).toBe(fields.upload_id)
          expect(result.name).toBe(fields.display_name)
          expect(result.complete).toBe(fields.complete)
          expect(isRfc3339(time)).toBe(true)
          expect(result.createdAt).toBe(Date.parse(time))
          expect(typeof result.size).toBe(size <= MAX_SAFE ? 'number' : 'bigint')
          expect(BigInt(result.size ?? -1)).toBe(size)
          const sound = result.name.trim() !== '' && Date.parse(time) <= Date.now()
          if (sound) expect(result.warnings).toEqual([])
        })
      }),
    )
  })

  it('keeps an item with an impossible size or time, marked with a warning and shown as unknown', () => {
    const item = fc.record({
      time: fc.oneof(
        wellFormedTime.map((text) => ({ text, sound: true })),
        impossibleTime.map((text) => ({ text, sound: false })),
      ),
      size: fc.oneof(
        wellFormedSize.map((size) => ({ text: String(size), sound: true })),
        impossibleSizeText.map((text) => ({ text, sound: false })),
      ),
      fields: itemFields(idField, fc.constant(undefined)),
    })
    fc.assert(
      fc.property(uniqueItems(idField, item), (items) => {
        const sent = items.map(({ fields, time, size }) => ({
          fields: { ...fields, create_ts: time.text },
          contentLength: size.text,
        }))
        const parsed = parse(receivedBody(list, sent))
        expect(parsed).toHaveLength(items.length)
        parsed.forEach((result, index) => {
          const { time, size } = items[index]!
          expect(result.createdAt === undefined).toBe(!time.sound)
          expect(result.size === undefined).toBe(!size.sound)
          if (!time.sound || !size.sound) expect(result.warnings).not.toHaveLength(0)
        })
      }),
    )
  })

  it('shows a content_length sent as a JSON string as unknown, whatever the string says', () => {
    const text = fc.oneof(
      fc.string(),
      fc.nat().map(String),
      fc.bigInt({ min: 0n, max: U64_MAX }).map((size) => `${LOOKALIKE_MARK}${size}`),
    )
    const item = fc.record({
      fields: itemFields(idField, isoTime),
      contentLength: text.map((value) => JSON.stringify(value)),
    })
    fc.assert(
      fc.property(fc.array(item, { minLength: 1 }), (items) => {
        for (const result of parse(receivedBody(list, items))) {
          expect(result.size).toBeUndefined()
          expect(result.warnings).not.toHaveLength(0)
        }
      }),
    )
  })
})

describe('create_ts', () => {
  it('is read as the instant it names, in every RFC 3339 spelling', () => {
    const item = fc.record({
      fields: itemFields('build_id', rfc3339Text),
      contentLength: fc.constant('0'),
    })
    fc.assert(
      fc.property(item, (sent) => {
        const time = sent.fields.create_ts as string
        const [build] = parseList('builds', receivedBody('builds', [sent]))
        expect(isRfc3339(time)).toBe(true)
        // A fraction finer than a millisecond may be cut or rounded, nothing more.
        expect(Math.abs(build!.createdAt! - instantOf(time))).toBeLessThanOrEqual(1)
      }),
      { numRuns: 300 },
    )
  })
})

describe('parseGameList', () => {
  it('returns a list or throws an InvalidResponseError that names the problem, for any body', () => {
    const game = fc.record({ game_id: fc.uuid(), display_name: displayName })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ games: fc.array(fc.anything()) }),
          fc.record({ games: fc.array(fc.oneof(game, fc.jsonValue())) }),
        ),
        (body) => expectListOrRefusal(parseGameList, body),
      ),
    )
  })

  it('keeps every well-formed game, in order, with its id and name unchanged', () => {
    const game = fc.record({ game_id: fc.uuid(), display_name: displayName })
    fc.assert(
      fc.property(fc.array(game), (games) => {
        const parsed = parseGameList(parseJsonExact(JSON.stringify({ games })))
        expect(parsed).toEqual(games.map((wire) => ({ id: wire.game_id, name: wire.display_name })))
      }),
    )
  })
})

/** Whether the value holds a `content_length` that JSON writes as an integer of 16+ digits. */
function hasLongContentLength(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(
    ([key, inner]) =>
      (key === 'content_length' &&
        typeof inner === 'number' &&
        /^\d{16,}$/.test(JSON.stringify(inner))) ||
      hasLongContentLength(inner),
  )
}

describe('parseJsonExact', () => {
  it('reads ordinary JSON exactly as JSON.parse does', () => {
    const contentLength = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.jsonValue(),
    )
    const value = fc.oneof(
      fc.jsonValue(),
      fc.tuple(fc.jsonValue(), contentLength, displayName).map(([other, size, name]) => ({
        builds: [{ display_name: name, content_length: size, other }],
      })),
    )
    fc.assert(
      fc.property(
        value.filter((json) => !hasLongContentLength(json)),
        fc.constantFrom(undefined, 2, '\t'),
        (json, indent) => {
          const text = JSON.stringify(json, null, indent)
          expect(parseJsonExact(text)).toEqual(JSON.parse(text))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('throws nothing but a SyntaxError, whatever the text', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string().map((tail) => `{"content_length":${tail}`),
      fc.tuple(fc.bigInt(), fc.string()).map(([size, tail]) => `{"content_length": ${size}${tail}`),
    )
    fc.assert(
      fc.property(text, (input) => {
        try {
          parseJsonExact(input)
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError)
        }
      }),
      { numRuns: 300 },
    )
  })
})

const NON_ASCII = /[\u0080-\uffff]/
const MARKS = /\p{M}/gu
const DIGIT_RUNS = /\d+/g

/**
 * A digit run as a key part that orders by numeric value: a marker that sorts before letters,
 * the run's length in six fixed-width digits (longer numbers are bigger), then the digits.
 */
function numberKey(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '')
  return `0${String(trimmed.length).padStart(6, '0')}${trimmed}`
}

const key = (text: string) => text.toLowerCase().replace(DIGIT_RUNS, numberKey)

/**
 * A key whose plain string order is natural order, ignoring case: "build 9" before "build 10",
 * "Alpha" equal to "alpha". Accents count only between names that are otherwise equal, so
 * "Ñandú" sorts beside "nandu". Computed once per name, so a sort compares strings instead of
 * running a collator 1.7 million times for 100,000 rows.
 */
export function naturalSortKey(text: string): string {
  if (!NON_ASCII.test(text)) return key(text)
  return `${key(text.normalize('NFD').replace(MARKS, ''))}\u0001${key(text)}`
}

export function naturalCompare(a: string, b: string): number {
  const keyA = naturalSortKey(a)
  const keyB = naturalSortKey(b)
  return keyA === keyB ? 0 : keyA < keyB ? -1 : 1
}

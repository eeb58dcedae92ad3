import { addBytes, type Bytes } from '@/lib/format-size'
import type { UploadSummary } from './list-items'
import { isNew, type NewRule } from './is-new'

export type NewSince = {
  count: number
  /** The sizes of the new items together (unknown sizes left out), exact past 2^53. */
  bytes: Bytes
  /** New items whose size could not be read. */
  unknownSizes: number
}

/** How many items are new under `rule`, and how big they are together, whatever their status. */
export function summarizeNew(items: readonly UploadSummary[], rule: NewRule): NewSince {
  let count = 0
  let unknownSizes = 0
  let bytes: Bytes = 0
  for (const item of items) {
    if (!isNew(item, rule)) continue
    count += 1
    if (item.size === undefined) unknownSizes += 1
    bytes = addBytes(bytes, item.size)
  }
  return { count, bytes, unknownSizes }
}

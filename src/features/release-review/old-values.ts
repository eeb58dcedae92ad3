import type { UploadSummary } from '@/model/list-items'
import { echoText } from '@/lib/bound-text'
import { formatSize } from '@/lib/format-size'
import { tagsOf, tagText } from '@/model/build-tags'
import type { ChangedField } from './list-diff'

/** What each changed field was and is, in words: "size 1.2 GiB → 1.3 GiB". */
const describe: Record<ChangedField, (item: UploadSummary) => string> = {
  complete: (item) => (item.complete ? 'complete' : 'not complete'),
  size: (item) => (item.size === undefined ? 'unknown' : formatSize(item.size)),
  name: (item) => `“${echoText(item.name, 80)}”`,
  tags: (item) => echoText((tagsOf(item) ?? []).map(tagText).join(', ') || 'none', 160),
}

const fieldLabels: Record<ChangedField, string> = {
  complete: 'Upload',
  size: 'Size',
  name: 'Name',
  tags: 'Tags',
}

/** One line per changed field: "Size: 1.2 GiB → 1.3 GiB", old value first. */
export const changeLines = (
  fields: readonly ChangedField[],
  before: UploadSummary,
  after: UploadSummary,
): string[] =>
  fields.map(
    (field) => `${fieldLabels[field]}: ${describe[field](before)} → ${describe[field](after)}`,
  )

import type { UploadSummary } from './list-items'
import { idKeyOf, type ListKind } from './list-kinds'
import type { LastVisit } from './list-model'

/**
 * What makes an item New in a view, one notion whoever asks (the name's badge, "New only", the
 * figures): created after a time the operator chose (`?since=`, the Compare menu), or, by
 * default, not in the list this device showed at the operator's last visit (api/stored-lists/).
 */
export type NewRule =
  | { readonly by: 'time'; readonly since: number }
  | {
      readonly by: 'visit'
      readonly lastVisit: LastVisit
      readonly idOf: (item: UploadSummary) => string
    }

/**
 * New under `rule`: created after its time, or absent from the last visit's list. An item with
 * no readable creation time is never new by time, as there is nothing to compare; one created
 * exactly at `since` is not new either ("after" is strict).
 */
export const isNew = (item: UploadSummary, rule: NewRule): boolean =>
  rule.by === 'time'
    ? item.createdAt !== undefined && item.createdAt > rule.since
    : !rule.lastVisit.ids.has(rule.idOf(item))

/** When the rule's items are new since: the chosen time, or when the last visit's list was read. */
export const newSinceTime = (rule: NewRule): number =>
  rule.by === 'time' ? rule.since : rule.lastVisit.at

/** How an item of `kind` is told from the others across two lists: its id field, as text. */
export const itemIdOf = (kind: ListKind): ((item: UploadSummary) => string) => {
  const key = idKeyOf(kind)
  return (item) => String((item as unknown as Record<string, unknown>)[key])
}

/** The rule of a view's `since`, which wins, or of the list's last visit (undefined: neither). */
export const newRuleOf = (
  since: number | undefined,
  visit: NewRule | undefined,
): NewRule | undefined => (since !== undefined ? { by: 'time', since } : visit)

import type { UploadSummary } from './list-items'

/**
 * Created after `since`: new. An item with no readable creation time is never new, as there is
 * nothing to compare; one created exactly at `since` is not new either ("after" is strict).
 */
export const isNewSince = (item: Pick<UploadSummary, 'createdAt'>, since: number): boolean =>
  item.createdAt !== undefined && item.createdAt > since

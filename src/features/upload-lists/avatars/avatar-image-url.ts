import type { Avatar } from '../../../api/schemas'
import { safeImageUrl } from '../../../lib/safe-image-url'

/**
 * The image URL to load, if any: only for finished uploads (an unfinished one has nothing worth
 * loading, and a URL on it is ignored), and only from http(s) or this page's origin. The
 * thumbnail and the preview dialog both load it; it lives apart from either so that the dialog's
 * lazy chunk does not import the thumbnail, which imports the dialog.
 */
export const thumbnailUrl = (avatar: Avatar) =>
  avatar.complete ? safeImageUrl(avatar.url) : undefined

export const hasThumbnail = (avatar: Avatar) => thumbnailUrl(avatar) !== undefined

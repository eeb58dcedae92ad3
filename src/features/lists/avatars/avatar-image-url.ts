import { use } from 'react'
import { ApiClientContext } from '@/api/client-context'
import type { Avatar } from '@/model/list-items'
import { apiImageUrl } from '@/lib/safe-image-url'

/**
 * Only for finished uploads (an unfinished one has nothing worth loading, and a URL on it is
 * ignored), only from http(s), a relative one against the API's base URL (apiImageUrl). The
 * thumbnail and the preview dialog both load it; it lives apart so the dialog's lazy chunk does
 * not import the thumbnail, which imports the dialog.
 */
export function thumbnailUrl(avatar: Avatar, apiBaseUrl: string | undefined): string | undefined {
  return avatar.complete ? apiImageUrl(avatar.url, apiBaseUrl) : undefined
}

/** `thumbnailUrl` with the API base URL of the panel this renders in (the page's without one). */
export function useThumbnailUrl(avatar: Avatar): string | undefined {
  return thumbnailUrl(avatar, use(ApiClientContext)?.baseUrl)
}

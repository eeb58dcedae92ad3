import { use } from 'react'
import { ApiClientContext } from '../../../api/client-context'
import type { Avatar } from '../../../api/schemas'
import { safeImageUrl } from '../../../lib/safe-image-url'

/**
 * The image URL to load, if any: only for finished uploads (an unfinished one has nothing worth
 * loading, and a URL on it is ignored), and only from http(s). A relative URL is the API's: it
 * resolves against the API's base URL (a path on the page's origin when the API is one), not
 * against the dashboard's page. The thumbnail and the preview dialog both load it; it lives
 * apart from either so that the dialog's lazy chunk does not import the thumbnail, which
 * imports the dialog.
 */
export function thumbnailUrl(avatar: Avatar, apiBaseUrl: string | undefined): string | undefined {
  if (!avatar.complete) return undefined
  const pageBase = document.baseURI
  const base = apiBaseUrl ? new URL(apiBaseUrl.replace(/\/*$/, '/'), pageBase).href : pageBase
  return safeImageUrl(avatar.url, base)
}

/** `thumbnailUrl` with the API base URL of the panel this renders in (the page's without one). */
export function useThumbnailUrl(avatar: Avatar): string | undefined {
  return thumbnailUrl(avatar, use(ApiClientContext)?.baseUrl)
}

import type { ServerResponse } from 'node:http'
import { renderAvatarPng } from './avatar-png.ts'
import { hasSampleAvatarImage } from './data/sample-data.ts'
import { ApiError } from './errors.ts'

/** Answers `/sample-avatars/{upload_id}.png`; `fileName` is the part after the prefix. */
export function serveAvatarImage(res: ServerResponse, fileName: string): void {
  const uploadId = fileName.endsWith('.png') ? fileName.slice(0, -'.png'.length) : undefined
  if (!uploadId || !hasSampleAvatarImage(uploadId)) {
    throw new ApiError('API_NOT_FOUND', 'Avatar image not found.')
  }
  const png = renderAvatarPng(uploadId)
  res.statusCode = 200
  res.setHeader('Content-Type', 'image/png')
  res.setHeader('Content-Length', png.length)
  // The image for an upload id never changes.
  res.setHeader('Cache-Control', 'public, max-age=86400')
  res.end(png)
}

import type { ServerResponse } from 'node:http'
import { renderAvatarPng } from './avatar-png.ts'
import { hasSampleAvatarImage } from './data/sample-data.ts'
import { ApiError } from './errors.ts'

// `{upload_id}.png`, or `{game_id}/{upload_id}.png` for a load-test game (see avatar-path.ts).
const AVATAR_FILE = /^(?:([^/]+)\/)?([^/]+)\.png$/

/** Answers `/sample-avatars/…`; `fileName` is the part after the prefix. */
export function serveAvatarImage(res: ServerResponse, fileName: string): void {
  const [, gameId, uploadId] = AVATAR_FILE.exec(fileName) ?? []
  if (!uploadId || !hasSampleAvatarImage(uploadId, gameId)) {
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

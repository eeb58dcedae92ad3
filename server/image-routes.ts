import type { ServerResponse } from 'node:http'
import { renderIdenticonPng } from './identicon-png.ts'
import { hasSampleAvatarImage, hasSampleLogo } from './data/sample-data.ts'
import { ApiError } from './errors.ts'

// `{upload_id}.png`, or `{game_id}/{upload_id}.png` for a load-test game (see avatar-path.ts).
const AVATAR_FILE = /^(?:([^/]+)\/)?([^/]+)\.png$/
// `{name_id}.png`, the name id percent-encoded as a path segment.
const LOGO_FILE = /^([^/]+)\.png$/

function sendPng(res: ServerResponse, png: Buffer): void {
  res.statusCode = 200
  res.setHeader('Content-Type', 'image/png')
  res.setHeader('Content-Length', png.length)
  // The image for an upload id or a game never changes.
  res.setHeader('Cache-Control', 'public, max-age=86400')
  res.end(png)
}

/** Answers `/sample-avatars/…`; `fileName` is the part after the prefix. */
export function serveAvatarImage(res: ServerResponse, fileName: string): void {
  const [, gameId, uploadId] = AVATAR_FILE.exec(fileName) ?? []
  if (!uploadId || !hasSampleAvatarImage(uploadId, gameId)) {
    throw new ApiError('API_NOT_FOUND', 'Avatar image not found.')
  }
  sendPng(res, renderIdenticonPng(uploadId))
}

/** Answers `/sample-logos/…`: the logo of a sample game that has one. */
export function serveLogoImage(res: ServerResponse, fileName: string): void {
  const [, encoded] = LOGO_FILE.exec(fileName) ?? []
  let nameId: string | undefined
  try {
    nameId = encoded === undefined ? undefined : decodeURIComponent(encoded)
  } catch {
    nameId = undefined
  }
  if (nameId === undefined || !hasSampleLogo(nameId)) {
    throw new ApiError('API_NOT_FOUND', 'Logo not found.')
  }
  // Its own colours: a game's logo should not look like one of its avatars.
  sendPng(res, renderIdenticonPng(`logo:${nameId}`))
}

import type { ServerResponse } from 'node:http'

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(json))
  // Lists change under a polling dashboard: a cached copy would hide new uploads.
  res.setHeader('Cache-Control', 'no-store')
  res.end(json)
}

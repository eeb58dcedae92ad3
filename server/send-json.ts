import type { ServerResponse } from 'node:http'
import { acceptsGzip } from './accept-encoding.ts'
import { jsonBody, serialiseJson, type JsonBody } from './json-body.ts'

export function sendJson(res: ServerResponse, status: number, body: unknown): Promise<void> {
  return sendJsonBody(res, status, jsonBody(serialiseJson(body)))
}

/**
 * Sends gzip when the request allows it, as the real API does. The request comes from `res.req`
 * so that error answers, which only get the response, are negotiated the same way. Setting
 * Content-Encoding ourselves also keeps Vite's preview compression from compressing again.
 */
export async function sendJsonBody(
  res: ServerResponse,
  status: number,
  body: JsonBody,
): Promise<void> {
  const gzip = acceptsGzip(res.req.headers['accept-encoding'])
  const bytes = gzip ? await body.gzip() : body.identity
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  res.setHeader('Content-Length', bytes.length)
  appendVary(res, 'Accept-Encoding')
  // Lists change under a polling dashboard: a cached copy would hide new uploads.
  res.setHeader('Cache-Control', 'no-store')
  res.end(bytes)
}

// Vite's CORS middleware may already have set `Vary: Origin`; replacing it would lose that.
function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary')
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const known = fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())
  res.setHeader('Vary', known ? fields.join(', ') : [...fields, field].join(', '))
}

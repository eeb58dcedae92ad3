import type { ServerResponse } from 'node:http'

/**
 * The standalone server runs on its own port, so a dashboard on another origin must be allowed
 * to send the token and to read the ray id (browsers hide non-safelisted headers otherwise).
 */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type')
  res.setHeader('Access-Control-Expose-Headers', 'rvt-ray-id, retry-after')
  res.setHeader('Access-Control-Max-Age', '600')
  // Lets the dashboard's page (DevTools, the benchmark) see when the first byte came.
  res.setHeader('Timing-Allow-Origin', '*')
}

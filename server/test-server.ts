import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApiHandler, type ApiHandlerOptions } from './api-handler.ts'

export type TestServer = { origin: string; close: () => Promise<void> }

/** The handler on a real HTTP server at a free port, so tests go through fetch like a client. */
export async function startTestServer(
  options: Partial<ApiHandlerOptions> = {},
): Promise<TestServer> {
  let origin = ''
  const server = createServer(createApiHandler({ publicOrigin: () => origin, ...options }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A request that shows the bytes on the wire: fetch would decompress gzip without a trace. */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** A ray id as the real service writes them: a v4 UUID. */
export const RAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

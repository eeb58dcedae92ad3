import net from 'node:net'

/*
 * Raw HTTP/1.1 servers on 127.0.0.1, at ports the OS hands out, for answers Playwright's
 * `route.fulfill` cannot give: it hands Chromium a complete body at once, whatever the headers
 * say. A test sends the list request on to one with `route.continue({ url })` (the page still
 * sees its own origin).
 */

export type RawServer = { url: string; close: () => Promise<void> }

/** A server that hands each request's socket to `answer`, once the request has arrived. */
export async function startRawServer(
  path: string,
  answer: (socket: net.Socket) => void,
): Promise<RawServer> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.once('data', () => answer(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The head of a 200 JSON answer as the API sends it, with `headers` besides. */
export const okHead = (headers: string[] = []) =>
  [
    'HTTP/1.1 200 OK',
    'content-type: application/json',
    'rvt-ray-id: feedc0de-1234-4567-89ab-cdef01234567',
    ...headers,
    '',
    '',
  ].join('\r\n')

/**
 * Answers every request with a body that begins with `start` and never ends: `next(n)` (a space
 * unless told) every `everyMs` of real time (well inside the dashboard's 15 s limit without
 * progress) until the browser closes the connection. `closed()` counts the connections the
 * browser closed.
 */
export async function startTrickleServer(
  start: string,
  everyMs = 500,
  next: (n: number) => string = () => ' ',
) {
  let closed = 0
  const server = await startRawServer('/trickle', (socket) => {
    // Without a length, the body lasts until the connection closes.
    socket.write(okHead(['connection: close']) + start)
    let n = 0
    const timer = setInterval(() => socket.write(next(++n)), everyMs)
    socket.on('close', () => {
      clearInterval(timer)
      closed += 1
    })
  })
  return { ...server, closed: () => closed }
}

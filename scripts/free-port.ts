import { createServer, type AddressInfo } from 'node:net'

/** A loopback port no other program holds: the OS hands one out, and it is released for the caller. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

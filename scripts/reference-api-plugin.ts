import type { Server as NetServer } from 'node:net'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { createApiHandler } from '../server/api-handler.ts'
import { SAMPLE_GAMES } from '../server/data/sample-data.ts'
import { sampleClock } from '../server/sample-clock.ts'
import { refuseOpenReferenceApi } from '../server/settings.ts'

/** The address Vite listens on for its `host` option: none is localhost, `--host` alone is all. */
function listenAddress(host: string | boolean | undefined): string {
  if (host === undefined || host === false) return 'localhost'
  return host === true ? '0.0.0.0' : host
}

/** Beside Vite's own address, one that opens a sample game: its first load shows rows. */
function printSampleGame(server: ViteDevServer | PreviewServer) {
  const printUrls = server.printUrls.bind(server)
  server.printUrls = () => {
    printUrls()
    const local = server.resolvedUrls?.local[0]
    if (local) {
      server.config.logger.info(`  ➜  Sample game: ${local}?game=${SAMPLE_GAMES.realistic}`)
    }
  }
}

/**
 * The reference API (server/) on the dev and preview servers' own origin, so `npm start` shows
 * sample data with no set-up. `env` is read as `npm run api` reads it: `REFERENCE_TOKEN`, and
 * `PUBLIC_ORIGIN` for avatar and logo urls (else the origin the server listens on, known once
 * it listens: never the request's Host header), and `REFERENCE_NOW` to pin the sample's times
 * (else they follow the clock). A server that other machines reach (`--host 0.0.0.0`) refuses
 * to start without `REFERENCE_TOKEN`, as `npm run api` does.
 */
export function referenceApi(env: Record<string, string | undefined> = process.env): Plugin {
  let listeningOn = 'http://localhost'
  const token = env.REFERENCE_TOKEN || undefined
  const handler = createApiHandler({
    token,
    publicOrigin: () => env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || listeningOn,
    sampleNow: sampleClock(env),
  })
  const mount = (
    host: string | boolean | undefined,
    server: { httpServer: NetServer | null; middlewares: { use: (h: typeof handler) => void } },
  ) => {
    const address = listenAddress(host)
    refuseOpenReferenceApi(address, token, host === true ? '--host' : `--host ${address}`)
    server.httpServer?.once('listening', () => {
      const bound = server.httpServer?.address()
      if (typeof bound === 'object' && bound) listeningOn = `http://localhost:${bound.port}`
    })
    server.middlewares.use(handler)
  }
  return {
    name: 'reference-api',
    configureServer: (server) => {
      mount(server.config.server.host, server)
      printSampleGame(server)
    },
    configurePreviewServer: (server) => {
      mount(server.config.preview.host, server)
      printSampleGame(server)
    },
  }
}

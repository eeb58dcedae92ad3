import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const PORT = 4177

export type ReviewServer = { url: string; close: () => Promise<void> }

/**
 * Builds the app afresh into a temporary folder (a stale dist/ must never be what gets reviewed)
 * and serves it with `vite preview`. vite.config.ts reads API_BASE_URL when it loads: with it,
 * the server forwards `/cloud` to that API on the page's own origin (and the build's
 * Content-Security-Policy allows the API's origin for images); without it, the server answers
 * with the reference API.
 */
export async function startReviewServer(api: string | undefined): Promise<ReviewServer> {
  if (api) process.env.API_BASE_URL = api
  else delete process.env.API_BASE_URL
  const outDir = mkdtempSync(join(tmpdir(), 'game-assets-review-'))
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: PORT, strictPort: false, open: false },
    })
    const url = (server.resolvedUrls?.local[0] ?? `http://localhost:${PORT}/`).replace(/\/$/, '')
    return {
      url,
      close: async () => {
        await server.close()
        rmSync(outDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true })
    throw error
  }
}

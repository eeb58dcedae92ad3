// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, createLogger } from 'vite'
import { expect, it, vi } from 'vitest'

const root = resolve(import.meta.dirname, '..')

// A warning is a problem the build saw and went on past: INEFFECTIVE_DYNAMIC_IMPORT, for one,
// is a lazy seam (src/lazy-seams.ts) that splits nothing off, because something imports its
// part statically too.
it('vite build prints no warning', async () => {
  const warnings: string[] = []
  const logger = createLogger('warn')
  logger.warn = (message) => void warnings.push(message)
  logger.warnOnce = (message) => void warnings.push(message)
  const outDir = await mkdtemp(join(tmpdir(), 'build-warnings-'))
  // Vitest runs with NODE_ENV=test, where React's development build would be bundled.
  vi.stubEnv('NODE_ENV', 'production')
  try {
    await build({
      root,
      customLogger: logger,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    await rm(outDir, { recursive: true, force: true })
    vi.unstubAllEnvs()
  }
  expect(warnings).toEqual([])
}, 180_000)

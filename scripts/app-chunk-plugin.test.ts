// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureStartupJavaScript } from './bundle-size.ts'

/*
 * The production build's start-up files, as the browser gets them: the entry asks for the first
 * list before the app's chunk (React DOM) is evaluated, and the app's modules are one chunk, not
 * a chunk plus small files shared with the parts that load after it (app-chunk-plugin.ts).
 */
let outDir = ''

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'app-chunk-'))
  // The production build, as `vite build` makes it: under vitest NODE_ENV is "test", which
  // would bundle React's development build, whose modules the bundler splits differently.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}, 120_000)

afterAll(() => rm(outDir, { recursive: true, force: true }))

const name = (url: string) => url.replace(/^\.\/assets\/|-[\w-]{8}\.js$/g, '')

describe('the start-up files', () => {
  it('are the entry, the app and the list worker', () => {
    const { files } = measureStartupJavaScript(outDir)
    expect(files.map((file) => name(file.url)).sort()).toEqual([
      'index',
      'list-worker',
      'list-worker',
      'start',
    ])
  })

  it('do not make the entry wait for the app: it imports the app’s chunk only dynamically', async () => {
    const { files } = measureStartupJavaScript(outDir)
    const entry = files.find((file) => name(file.url) === 'index')
    const app = files.find((file) => name(file.url) === 'start')
    const source = await readFile(join(outDir, entry?.url ?? ''), 'utf8')
    const appFile = app?.url.replace('./assets/', '') ?? ''
    expect(source).toContain(`import(\`./${appFile}\`)`)
    expect(source).not.toMatch(new RegExp(`from\\s*["'\`]\\./${appFile}`))
  })
})

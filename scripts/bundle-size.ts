/**
 * Start-up JavaScript of the production build, gzip-compressed (level 9): every script and
 * module preload that dist/index.html loads, every module those import statically, and the
 * modules of a worker they start (`new URL("….js", import.meta.url)`: the list worker, which
 * main.tsx starts at once) with theirs; each file once. Lazy chunks are not counted: the browser
 * fetches them only when a feature needs them, never ahead of the first rows. 1 kB = 1000 bytes. A report, not a guard: what users wait for
 * is measured in time (`npm run bench`), and there is no start-up kilobyte budget (issue 45).
 *
 *   npm run size
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const STARTUP_SCRIPT =
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g

export type StartupJavaScript = {
  files: { url: string; raw: number; gzip: number }[]
  gzip: number
}

/** A static import (`import … from"./x.js"`, `import"./x.js"`) or a worker's module URL. */
const LOADED_WITH =
  /\bimport\s*(?:[\w$*{},\s]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]|new URL\(["'`]([^"'`]+\.js)["'`],\s*import\.meta\.url\)/g

export function measureStartupJavaScript(dist: string, page = 'index.html'): StartupJavaScript {
  const html = readFileSync(join(dist, page), 'utf8')
  const paths = new Set<string>()
  const visit = (path: string) => {
    if (paths.has(path)) return
    paths.add(path)
    const source = readFileSync(join(dist, path), 'utf8')
    for (const [, imported, worker] of source.matchAll(LOADED_WITH)) {
      visit(relative(dist, join(dist, dirname(path), imported ?? worker ?? '')))
    }
  }
  for (const [, url = ''] of html.matchAll(STARTUP_SCRIPT)) visit(url.replace(/^\.?\//, ''))
  const files = [...paths].map((path) => {
    const source = readFileSync(join(dist, path))
    return { url: `./${path}`, raw: source.length, gzip: gzipSync(source, { level: 9 }).length }
  })
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, gzip } = measureStartupJavaScript('dist')
  for (const file of files) console.log(`${file.url}  ${kB(file.raw)} raw, ${kB(file.gzip)} gzip`)
  console.log(`Start-up JavaScript: ${kB(gzip)} gzip in ${files.length} file(s).`)
}

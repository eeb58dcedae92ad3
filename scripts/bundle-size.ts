/**
 * Start-up JavaScript of the production build, gzip-compressed (level 9): every script and
 * module preload that dist/index.html loads. Lazy chunks are not counted: the browser fetches
 * them only when a feature needs them, or (the failure alerts) alongside the first list, never
 * ahead of the first rows. 1 kB = 1000 bytes.
 *
 *   npm run size            (tsx scripts/bundle-size.ts --budget 110; exit 1 above the budget)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const STARTUP_SCRIPT =
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g

export type StartupJavaScript = {
  files: { url: string; raw: number; gzip: number }[]
  gzip: number
}

export function measureStartupJavaScript(dist: string): StartupJavaScript {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const urls = new Set([...html.matchAll(STARTUP_SCRIPT)].map(([, url = '']) => url))
  const files = [...urls].map((url) => {
    const source = readFileSync(join(dist, url.replace(/^\.?\//, '')))
    return { url, raw: source.length, gzip: gzipSync(source, { level: 9 }).length }
  })
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, gzip } = measureStartupJavaScript('dist')
  for (const file of files) console.log(`${file.url}  ${kB(file.raw)} raw, ${kB(file.gzip)} gzip`)
  console.log(`Start-up JavaScript: ${kB(gzip)} gzip in ${files.length} file(s).`)
  const budgetAt = process.argv.indexOf('--budget')
  if (budgetAt > 0) {
    const budget = Number(process.argv[budgetAt + 1]) * 1000
    if (gzip > budget) {
      console.error(`Over budget: ${kB(gzip)} > ${kB(budget)} gzip of start-up JavaScript.`)
      process.exit(1)
    }
    console.log(`Within the ${kB(budget)} budget.`)
  }
}

#!/usr/bin/env node
// Start-up JavaScript of the production build, gzip-compressed: every script and module
// preload that dist/index.html loads. Lazy chunks are not counted: the browser fetches them only
// when a feature needs them.
//   node scripts/bundle-size.mjs [--budget <kB>]   (exit 1 above the budget; 1 kB = 1000 bytes)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = 'dist'
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const urls = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
].map((match) => match[1].replace(/^\.?\//, ''))
const files = urls.map((url) => {
  const source = readFileSync(join(dist, url))
  return { url, raw: source.length, gzip: gzipSync(source, { level: 9 }).length }
})
const total = files.reduce((sum, file) => sum + file.gzip, 0)
for (const file of files) {
  console.log(
    `${file.url}  ${(file.raw / 1000).toFixed(1)} kB raw, ${(file.gzip / 1000).toFixed(1)} kB gzip`,
  )
}
console.log(
  `start-up JavaScript: ${(total / 1000).toFixed(1)} kB gzip (level 9) in ${files.length} file(s)`,
)

const budgetIndex = process.argv.indexOf('--budget')
if (budgetIndex > 0) {
  const budget = Number(process.argv[budgetIndex + 1]) * 1000
  if (total > budget) {
    console.error(`over budget: ${(total / 1000).toFixed(1)} kB > ${budget / 1000} kB gzip`)
    process.exit(1)
  }
  console.log(`within the ${budget / 1000} kB budget`)
}

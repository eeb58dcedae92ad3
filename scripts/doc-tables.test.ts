// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/*
 * Every table in README.md and docs/ has as many cells in each row as its header names: a row
 * with one more lost its last cell on GitHub (configuration.md's environment table did).
 */
const root = join(import.meta.dirname, '..')
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** A row's cells: split at each `|` that is neither escaped nor inside a code span. */
function cellCount(row: string): number {
  let cells = 0
  let inCode = false
  for (let at = 0; at < row.length; at++) {
    if (row[at] === '\\') at++
    else if (row[at] === '`') inCode = !inCode
    else if (row[at] === '|' && !inCode) cells++
  }
  return cells - 1
}

it.each(docs)('%s: every table row has its header’s cells', (doc) => {
  const odd: string[] = []
  let header: number | undefined
  let inFence = false
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.startsWith('```')) inFence = !inFence
      const isRow = !inFence && line.startsWith('|')
      if (!isRow) return void (header = undefined)
      header ??= cellCount(line)
      if (cellCount(line) !== header) odd.push(`line ${index + 1}: ${cellCount(line)} of ${header}`)
    })
  expect(odd).toEqual([])
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/*
 * docs/embedding.md shows consoles' files as the host tests install, build and run them
 * (e2e/hosts/): a code block marked `<!-- snippet: e2e/hosts/… -->` is that file, to the byte,
 * so a snippet cannot drift from what the tests prove works.
 */
const root = join(import.meta.dirname, '..')
const docs = readFileSync(join(root, 'docs/embedding.md'), 'utf8')
const SNIPPET = /<!-- snippet: (\S+) -->\n\n```\w*\n([\s\S]*?)```/g
const snippets = [...docs.matchAll(SNIPPET)].map(([, path = '', code = '']) => ({ path, code }))

it('shows a file of every kind of console the host tests run', () => {
  const consoles = new Set(snippets.map(({ path }) => path.split('/')[2]))
  expect([...consoles].sort()).toEqual([
    'angular',
    'next',
    'plain',
    'react-18',
    'vite-7',
    'vite-react',
    'vue',
  ])
  expect(snippets.every(({ path }) => path.startsWith('e2e/hosts/'))).toBe(true)
  // Every marker is followed by its block: none was left without one.
  expect(snippets).toHaveLength(docs.match(/<!-- snippet: /g)?.length ?? 0)
})

it.each(snippets)('shows $path as it is', ({ path, code }) => {
  expect(code).toBe(readFileSync(join(root, path), 'utf8'))
})

it('shows every file of the Next.js console, and names the test’s own', () => {
  const start = docs.indexOf('## Next.js (App Router)\n')
  const section = docs.slice(start, docs.indexOf('\n## ', start))
  // A team copies the section: the files a fresh create-next-app lacks are all there.
  const named = ['app/baseline/page.tsx', 'app/icon.svg', 'tsconfig.json']
  const files = readdirSync(join(root, 'e2e/hosts/next'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
  for (const path of files) {
    const mark = named.some((name) => path.endsWith(`next/${name}`)) ? path : `snippet: ${path} `
    expect(section, path).toContain(mark)
  }
})

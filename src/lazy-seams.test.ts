// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { lazySeams, MOST_LAZY_PARTS } from './lazy-seams'

const src = dirname(fileURLToPath(import.meta.url))
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (path) =>
    /\.tsx?$/.test(path) && !/\.test\.tsx?$|\.d\.ts$/.test(path) && !path.startsWith('test/'),
)
const code = new Map(sources.map((path) => [path, readFileSync(join(src, path), 'utf8')]))

/** The source file a specifier in `from` names (`./x` or `@/x`, below src/), else undefined. */
function resolve(from: string, specifier: string): string | undefined {
  if (!/^(\.|@\/)/.test(specifier)) return undefined
  const base = specifier.startsWith('@/')
    ? normalize(specifier.slice(2))
    : normalize(join(dirname(from), specifier))
  return [base, `${base}.ts`, `${base}.tsx`].find((path) => code.has(path))
}

const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
// `import x from '…'`, `import '…'`, `export … from '…'`; type-only imports load nothing.
const STATIC = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

/** A seam's part, and the entry of its own (a worker) that may import it statically. */
const parts = new Map<string, string | undefined>(lazySeams.map((seam) => [seam.part, seam.entry]))

describe('the lazy seams (src/lazy-seams.ts)', () => {
  it(`are at most ${MOST_LAZY_PARTS} parts`, () => {
    expect(parts.size).toBeLessThanOrEqual(MOST_LAZY_PARTS)
  })

  it('are every import() in src/, each from its listed loader', () => {
    const found = [...code].flatMap(([path, text]) =>
      [...text.matchAll(DYNAMIC)].map(([, specifier = '']) => ({
        part: resolve(path, specifier) ?? specifier,
        loader: path,
      })),
    )
    const listed = lazySeams.map(({ part, loader }) => ({ part, loader }))
    expect(new Set(found.map((seam) => JSON.stringify(seam)))).toEqual(
      new Set(listed.map((seam) => JSON.stringify(seam))),
    )
  })

  it('are imported by nothing statically, so no start-up module pulls one back in', () => {
    const staticImports = [...code].flatMap(([path, text]) =>
      [...text.matchAll(STATIC)].flatMap(([statement = '', specifier = '']) => {
        const target = resolve(path, specifier)
        // `import type { … }` and `import { type A, type B }` load nothing.
        const typeOnly = /^import\s*\{\s*(?:type\s+[\w$]+\s*,?\s*)+\}/.test(statement)
        return target && parts.has(target) && parts.get(target) !== path && !typeOnly
          ? [`${path} → ${target}`]
          : []
      }),
    )
    expect(staticImports).toEqual([])
  })

  it('name files that exist', () => {
    for (const { part, loader } of lazySeams) {
      expect(code.has(part), part).toBe(true)
      expect(code.has(loader), loader).toBe(true)
    }
  })
})

/**
 * `npm run tab-path`: the files a list goes through from a tab to its painted rows, counted for
 * docs/architecture.md ("From a tab click to painted rows"), so that the count is taken, never kept
 * by hand (`tab-path.test.ts` checks the page's figure against it).
 *
 * The path's steps are the modules that each do one step of it (TAB_PATH_STEPS); the path is
 * every project file they load, following their static imports (type-only imports load nothing).
 * Composition around the list (the toolbar, the chart, export) is not on it: a list reaches the
 * screen without them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')

/** The step modules: the tab's query, the worker that reads the list, its state, rows and table. */
export const TAB_PATH_STEPS = [
  'src/features/lists/list-queries.ts',
  'src/api/list-stream/list-worker.ts',
  'src/features/lists/failures/list-status.tsx',
  'src/features/lists/use-list-rows.ts',
  'src/features/lists/list-table.tsx',
] as const

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function resolveSource(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(join(root, path)),
  )
}

/** Every project file the step modules load, by their static imports, sorted. */
export function tabPathFiles(steps: readonly string[] = TAB_PATH_STEPS): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, specifier] of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      const target = resolveSource(file, specifier ?? '')
      if (target) visit(target)
    }
  }
  steps.forEach(visit)
  return [...seen].sort()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = tabPathFiles()
  console.log(
    [...files.map((file) => `  ${file}`), `tab-to-rows path: ${files.length} files`].join('\n'),
  )
}

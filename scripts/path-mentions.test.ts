// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mentionsIn, mentionsInFile, resolves, staleMentions } from './path-mentions.ts'

const paths = (text: string) => mentionsIn(text).map(({ path }) => path)

describe('mentionsIn', () => {
  it('finds paths with an extension, under a root folder, and bare source files', () => {
    expect(
      paths(
        'See src/app/start.tsx, `features/lists/list-view.tsx` and model/sort.ts; ' +
          '(list-parts.ts), e2e/hosts/, features/chart/ and [docs](docs/testing.md#npm-test).',
      ),
    ).toEqual([
      'src/app/start.tsx',
      'features/lists/list-view.tsx',
      'model/sort.ts',
      'list-parts.ts',
      'e2e/hosts/',
      'features/chart/',
      'docs/testing.md',
    ])
  })

  it('expands one pair of braces and splits a list at its commas', () => {
    expect(paths('model/{list-diff,byte-sum}.ts and a.md,b-c.md')).toEqual([
      'model/list-diff.ts',
      'model/byte-sum.ts',
      'b-c.md',
    ])
  })

  it('leaves out what names no file of the repository', () => {
    const none = [
      'https://example.com/docs/page.md and http://localhost:5173/src/main.tsx',
      'Next.js, Node.js, response.json() and element.js, snapshot.json, index.d.ts, and/or',
      '/cloud/games/x.json, /src/app/start.tsx, @tanstack/react-table/x.js',
      'dist/index.html, node_modules/vite/x.js, dist-lib/element.js',
      'src/x, @/x, x.ts + x.test.ts, e2e/hosts/*/node_modules, $TMPDIR/hosts-<port>/',
      'git show 0b2d33c:src/gone.ts, e2e/hosts/…, JSON.parse, import.meta.url',
    ]
    expect(none.flatMap(paths)).toEqual([])
  })

  it('counts lines from the first line it is given', () => {
    expect(mentionsIn('one\ntwo src/main.tsx', 10)).toEqual([{ line: 11, path: 'src/main.tsx' }])
  })
})

describe('mentionsInFile', () => {
  it('reads the comments of code, JSX comments among them, and not its strings', () => {
    const code = [
      "import { a } from './a-module.ts'",
      '/** Block: docs/one.md */',
      'export const b = "src/in-a-string.ts" // line: docs/two.md',
      'export const C = () => (',
      '  <p>',
      '    {/* jsx: docs/three.md */}',
      "    Don't docs/text.md",
      '  </p>',
      ')',
      'function d() {',
      '  run()',
      '  // before the brace: docs/four.md',
      '}',
    ].join('\n')
    expect(mentionsInFile('src/x.tsx', code)).toEqual([
      { line: 2, path: 'docs/one.md' },
      { line: 3, path: 'docs/two.md' },
      { line: 6, path: 'docs/three.md' },
      { line: 12, path: 'docs/four.md' },
    ])
  })

  it('reads all of a Markdown file', () => {
    expect(mentionsInFile('docs/x.md', '# T\n\n`src/main.tsx`')).toEqual([
      { line: 3, path: 'src/main.tsx' },
    ])
  })
})

describe('resolves', () => {
  const tree = new Set([
    'src',
    'src/model',
    'src/model/sort.ts',
    'src/features',
    'src/features/lists',
    'src/features/lists/list-parts.ts',
    'docs',
    'docs/testing.md',
    'e2e',
    'e2e/support',
    'e2e/support/package-host.ts',
    'README.md',
  ])
  it.each([
    ['src/model/sort.ts', 'docs/testing.md'],
    ['./list-parts.ts', 'src/features/lists/x.ts'],
    ['../../model/sort.ts', 'src/features/lists/x.ts'],
    ['@/model/sort.ts', 'e2e/x.ts'],
    ['model/sort.ts', 'docs/testing.md'],
    ['testing.md', 'docs/architecture.md'],
    ['../README.md', 'docs/testing.md'],
    ['features/lists/', 'src/model/x.ts'],
    ['list-parts.ts', 'e2e/x.ts'],
    ['support/package-host.ts', 'docs/testing.md'],
  ])('%s, mentioned in %s', (path, file) => {
    expect(resolves(path, file, tree)).toBe(true)
  })
  it.each([
    ['src/api/list-kinds.ts', 'docs/architecture.md'],
    ['./sort.ts', 'src/features/lists/x.ts'],
    ['model/list-diff.ts', 'docs/architecture.md'],
    ['docs/support/package-host.ts', 'README.md'],
    ['rfc-3339.ts', 'src/model/x.ts'],
  ])('not %s, mentioned in %s', (path, file) => {
    expect(resolves(path, file, tree)).toBe(false)
  })
})

// Parsing every script's comments takes seconds on a quiet machine, and many on a loaded one.
it('finds every path the comments and docs mention', () => {
  const stale = staleMentions(join(import.meta.dirname, '..')).map(
    ({ file, line, path }) => `${file}:${line}: ${path}`,
  )
  expect(stale, 'mentions of files and folders that are not there').toEqual([])
}, 120_000)

/**
 * Mentions of the repository's files and folders in comments and docs, and whether each is
 * there: a comment that names a moved file sends its reader to nothing. path-mentions.test.ts
 * fails naming every mention that resolves to no file or folder.
 *
 * A mention is a word of path characters that either starts with one of the repository's
 * folders (`src/features/lists/`, `e2e/hosts/`), or has a slash and ends in a known extension
 * (`model/sort.ts`) or in a slash (`features/lists/`), or is a bare source file's name in lower
 * case (`list-table.tsx`, `testing.md`: .ts, .tsx, .mjs, .md; a bare `element.js` or
 * `snapshot.json` is as often a file a build or a tool writes, and `Next.js` a product). Not
 * mentions: a word before `(` (`response.json()`), URLs, absolute paths (`/cloud/games`), scoped
 * packages, a word with a placeholder or a glob in it (`<port>`, `*`, `…`, `$TMPDIR`) or named by
 * one letter (`src/x`, `x.test.ts`), what builds, installs and test runs make (`dist/`,
 * `node_modules/`), and a path after a colon: git's `commit:path`, a file as it was at that
 * commit, which history pages use for files that are gone. `model/{sort,view}.ts` is two
 * mentions.
 *
 * Where a mention is looked for, first hit wins:
 * - `./x` and `../x`: beside the mentioning file only;
 * - `@/x`: src/x (tsconfig.json's paths);
 * - any other: in the mentioning file's folder and each folder above it up to the repository's
 *   root, then in src/ (`model/sort.ts` from docs/);
 * - and, failing those, a mention that does not start with a folder of the root matches any file
 *   or folder whose path ends with it: a bare name any file of that name (`format-size.ts`),
 *   `support/package-host.ts` e2e/support/package-host.ts, `app/layout.tsx` the Next.js host's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import ts from 'typescript'

const EXTENSIONS = /\.(?:tsx?|m?js|cjs|md|json|css|html|vue|sh|svg|png)$/
/** Made by builds, installs and test runs, or never in git: neither scanned nor mentionable. */
const MADE = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-lib',
  'coverage',
  'test-results',
  'playwright-report',
  'reports',
  'review',
  '.next',
  '.vite',
])
/** Scanned: their comments (code) or their whole text (Markdown). */
const SCANNED_FOLDERS = ['src', 'server', 'scripts', 'e2e']
const SCANNED_EXTENSIONS = /\.(?:tsx?|m?js|cjs|vue|css|html|sh)$/

export type Mention = { line: number; path: string }
export type StaleMention = { file: string; line: number; path: string }

/** The files and folders under `root` (relative, `/`-separated), skipping what MADE names. */
export function listTree(root: string): { files: string[]; folders: string[] } {
  const files: string[] = []
  const folders: string[] = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (MADE.has(entry.name)) continue
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        folders.push(path)
        visit(path)
      } else if (entry.isFile()) files.push(path)
    }
  }
  visit('')
  return { files, folders }
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one pair of braces). */
const expandBraces = (word: string) => {
  const match = /^(.*)\{([^{}]*)\}(.*)$/.exec(word)
  if (!match) return [word]
  const [, before = '', choices = '', after = ''] = match
  return choices.split(',').map((choice) => `${before}${choice}${after}`)
}

const URL_PATTERN = /\b[a-z][\w+.-]*:\/\/[^\s)>\]'"`]*/gi
const WORD = /[\w@.\-/{},*<>$~…]+/g
const PLACEHOLDER = /[*<>$~…]/

/** The path mentions in a comment's or a document's text, with their 1-based lines. */
export function mentionsIn(text: string, firstLine = 1): Mention[] {
  const blanked = text.replace(URL_PATTERN, (url) => ' '.repeat(url.length))
  const mentions: Mention[] = []
  for (const match of blanked.matchAll(WORD)) {
    const start = match.index
    const before = blanked[start - 1] ?? ''
    const next = blanked[start + match[0].length] ?? ''
    if (before === ':' || next === '(' || PLACEHOLDER.test(match[0])) continue
    // A word's commas are a list's (`a.ts,b.ts`) unless they are inside braces.
    const words = match[0].includes('{') ? [match[0]] : match[0].split(',')
    for (const word of words.flatMap(expandBraces)) {
      const path = word.replace(/[.,-]+$/, '').replace(/^,+/, '')
      if (isMention(path)) {
        const line = firstLine + (blanked.slice(0, start).match(/\n/g)?.length ?? 0)
        mentions.push({ line, path })
      }
    }
  }
  return mentions
}

const ROOT_FOLDERS = /^(?:src|server|scripts|e2e|docs|public)\//

/** A bare name worth checking: builds and tools write `list-worker.js`, `index.d.ts` as often. */
const BARE_SOURCE = /^[a-z0-9][a-z0-9._-]*\.(?:tsx?|mjs|md)$/

function isMention(path: string): boolean {
  if (path.startsWith('/') || path.includes('//') || /[{},]/.test(path)) return false
  const segments = path
    .replace(/^(?:\.{1,2}\/)+/, '')
    .replace(/\/$/, '')
    .split('/')
  const first = segments[0] ?? ''
  const last = segments.at(-1) ?? ''
  if (MADE.has(first) || (first.startsWith('@') && first !== '@')) return false
  // `src/x`, `x.test.ts`, `a/b.ts`: a one-letter name stands for any.
  if (/^[a-z](?:\.[\w-]+)*$/i.test(last)) return false
  if (ROOT_FOLDERS.test(path)) return true
  // A folder named with its parent (`features/lists/`): the trailing slash says it is one.
  if (segments.length > 1)
    return EXTENSIONS.test(path) || (path.endsWith('/') && /^[\w./-]+$/.test(path))
  // A bare name: a source file's, in this repository's kebab case, not a product's (Next.js).
  return BARE_SOURCE.test(path) && !path.endsWith('.d.ts')
}

/** The comments of a TypeScript or JavaScript file, each with its 1-based first line. */
function scriptComments(file: string, text: string): { text: string; line: number }[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Set<number>()
  const comments: { text: string; line: number }[] = []
  /** The comments in the trivia from `pos`: those on its line, then those on the lines after. */
  const addAt = (pos: number) => {
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
    ]
    for (const range of ranges) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1
      comments.push({ text: text.slice(range.pos, range.end), line })
    }
  }
  // A comment is trivia before a node or after one (the last in a block, before its `}`); a JSX
  // comment, `{/* … */}`, is what fills its braces.
  const visit = (node: ts.Node) => {
    addAt(node.pos)
    addAt(node.end)
    if (ts.isJsxExpression(node) && !node.expression) addAt(node.getStart(source) + 1)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return comments
}

/** The comments of a file that is not a script: HTML's, CSS's, a Vue file's, a shell script's. */
function otherComments(file: string, text: string): { text: string; line: number }[] {
  const pattern = file.endsWith('.sh')
    ? /(?:^|\s)#.*$/gm
    : /<!--[\s\S]*?-->|\/\*[\s\S]*?\*\/|(?:^|\s)\/\/.*$/gm
  return [...text.matchAll(pattern)].map((match) => ({
    text: match[0],
    line: 1 + (text.slice(0, match.index).match(/\n/g)?.length ?? 0),
  }))
}

/** The mentions in one file: a Markdown file's whole text, another's comments. */
export function mentionsInFile(file: string, text: string): Mention[] {
  const all = mentionsIn(text)
  // Parsing is the slow part: a file that mentions nothing even outside its comments needs none.
  if (file.endsWith('.md') || all.length === 0) return all
  const comments = /\.(?:tsx?|m?js|cjs)$/.test(file)
    ? scriptComments(file, text)
    : otherComments(file, text)
  return comments.flatMap((comment) => mentionsIn(comment.text, comment.line))
}

/** Whether `path`, mentioned in `file`, names something in `tree` (see the rules above). */
export function resolves(path: string, file: string, tree: ReadonlySet<string>): boolean {
  const exists = (candidate: string) => tree.has(posix.normalize(candidate).replace(/\/$/, ''))
  if (path.startsWith('./') || path.startsWith('../'))
    return exists(posix.join(posix.dirname(file), path))
  if (path.startsWith('@/')) return exists(`src/${path.slice(2)}`)
  for (let folder = posix.dirname(file); ; folder = posix.dirname(folder)) {
    if (exists(folder === '.' ? path : `${folder}/${path}`)) return true
    if (folder === '.') break
  }
  if (exists(`src/${path}`)) return true
  if (ROOT_FOLDERS.test(path)) return false
  const suffix = `/${path.replace(/\/$/, '')}`
  for (const entry of tree) if (`/${entry}`.endsWith(suffix)) return true
  return false
}

/** The files whose mentions are checked: code and docs, not what is generated or installed. */
export function scannedFiles(files: readonly string[]): string[] {
  return files.filter(
    (path) =>
      (SCANNED_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) &&
        SCANNED_EXTENSIONS.test(path)) ||
      /^docs\/[^/]+\.md$/.test(path) ||
      path === 'README.md' ||
      (!path.includes('/') && /\.(?:ts|js|mjs)$/.test(path)),
  )
}

/** Every mention under `root` that names nothing there. */
export function staleMentions(root: string): StaleMention[] {
  const { files, folders } = listTree(root)
  const known = new Set([...files, ...folders])
  return scannedFiles(files).flatMap((file) =>
    mentionsInFile(file, readFileSync(join(root, file), 'utf8'))
      .filter(({ path }) => !resolves(path, file, known))
      .map(({ line, path }) => ({ file, line, path })),
  )
}

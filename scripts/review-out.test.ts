// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { OUT_MARKER, outProblem, prepareOut } from './review-out.ts'

const root = mkdtempSync(join(tmpdir(), 'review-out-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A folder holding `files` (name → text). */
function folder(name: string, files: Record<string, string>) {
  const dir = join(root, name)
  mkdirSync(dir, { recursive: true })
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  return dir
}

const contents = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]))

describe('the --out folder', () => {
  it("leaves a folder the review did not make untouched, a project's own index.html included", () => {
    const project = {
      'index.html': '<!doctype html><title>the project’s own page</title>',
      'snapshot.json': '{"mine": true}',
      'changes.html': 'notes',
      'builds-light-001.png': 'not a review PNG',
      'package.json': '{}',
    }
    const dir = folder('project\u202eroot', project)
    const problem = outProblem(dir)
    expect(problem).toBe(
      `--out ${join(root, 'project⟨U+202E⟩root')} already holds files and was not made by npm run review (it has no ${OUT_MARKER} file), so the review will not write into it: choose a new or empty folder (a missing one is created).`,
    )
    expect(() => prepareOut(dir)).toThrow(problem)
    expect(contents(dir)).toEqual(project)
  })

  it('makes a missing folder, marks it, and in the next review replaces only its own files', () => {
    const dir = join(root, 'new/review')
    expect(outProblem(dir)).toBeUndefined()
    prepareOut(dir)
    expect(readdirSync(dir)).toEqual([OUT_MARKER])
    expect(readFileSync(join(dir, OUT_MARKER), 'utf8')).toMatch(
      /^This folder was made by npm run review/,
    )

    for (const name of ['index.html', 'snapshot.json', 'changes.html', 'avatars-dark-012.png']) {
      writeFileSync(join(dir, name), 'from the first review')
    }
    writeFileSync(join(dir, 'notes.txt'), 'the operator’s')
    expect(outProblem(dir)).toBeUndefined()
    prepareOut(dir)
    expect(readdirSync(dir).sort()).toEqual([OUT_MARKER, 'notes.txt'])
  })

  it('takes an empty folder as its own', () => {
    const dir = folder('empty', {})
    prepareOut(dir)
    expect(readdirSync(dir)).toEqual([OUT_MARKER])
  })

  it('refuses a file', () => {
    const file = join(folder('files', { 'report.txt': 'x' }), 'report.txt')
    expect(outProblem(file)).toBe(
      `--out ${file} is a file, not a folder: choose a folder (a missing one is created).`,
    )
    expect(() => prepareOut(file)).toThrow(/is a file/)
    expect(existsSync(file)).toBe(true)
  })
})

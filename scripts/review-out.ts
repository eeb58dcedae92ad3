import { lstatSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { echoText } from '../src/lib/bound-text.ts'
import { REVIEW_FILE } from './review-pages.ts'

/**
 * The file that makes a folder the review's own. Only in such a folder are files replaced: a file
 * named `index.html` elsewhere (a project's own) may be anyone's.
 */
export const OUT_MARKER = '.review-pack'

const MARKER_TEXT = `This folder was made by npm run review (docs/release-review.md).
The next review written here replaces its PNGs, index.html, snapshot.json and changes.html;
other files are left alone. Without this file, the review writes nothing into the folder.
`

const isMarked = (dir: string) => {
  try {
    return lstatSync(join(dir, OUT_MARKER)).isFile()
  } catch {
    return false
  }
}

/**
 * Why the review will not write into `out`, or undefined when it may: `out` does not exist yet,
 * is empty, or was made by an earlier review (it holds OUT_MARKER).
 */
export function outProblem(out: string): string | undefined {
  let isDirectory
  try {
    isDirectory = statSync(out).isDirectory()
  } catch {
    return undefined
  }
  const named = echoText(out)
  if (!isDirectory) {
    return `--out ${named} is a file, not a folder: choose a folder (a missing one is created).`
  }
  if (isMarked(out) || readdirSync(out).length === 0) return undefined
  return `--out ${named} already holds files and was not made by npm run review (it has no ${OUT_MARKER} file), so the review will not write into it: choose a new or empty folder (a missing one is created).`
}

/**
 * Makes `out` the review's folder: creates it with its marker, or removes an earlier review's
 * files from it (and only those), so no stale page lingers beside the new. Throws the sentence
 * `outProblem` gives for a folder that is not the review's.
 */
export function prepareOut(out: string) {
  const problem = outProblem(out)
  if (problem) throw new Error(problem)
  mkdirSync(out, { recursive: true })
  if (isMarked(out)) {
    for (const name of readdirSync(out)) if (REVIEW_FILE.test(name)) rmSync(join(out, name))
  } else {
    // 'wx': never writes through a link or over a file that appeared meanwhile.
    writeFileSync(join(out, OUT_MARKER), MARKER_TEXT, { flag: 'wx' })
  }
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from './fixtures'

/*
 * README.md shows some screenshot baselines, each with words saying what it shows. The tests that
 * make those screenshots hold the words' numbers to the screen, so a caption cannot go on saying
 * "nine rows" once the picture shows eleven.
 */
const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8')

const unescape = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&amp;', '&')

/**
 * What README.md says the picture at `e2e/__screenshots__/<picture>` shows: the alt text of its
 * `<img>` or `![…](…)`. Throws when README shows no such picture: the test names one it does.
 */
export function readmeCaption(picture: string): string {
  const path = `e2e/__screenshots__/${picture}`
  for (const [, alt, src] of README.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)) {
    if (src === path) return alt!
  }
  for (const [tag] of README.matchAll(/<img\b[^>]*>/g)) {
    const alt = /\balt="([^"]*)"/.exec(tag)?.[1]
    if (tag.includes(`src="${path}"`) && alt !== undefined) return unescape(alt)
  }
  throw new Error(`README.md shows no picture ${path}`)
}

/**
 * The number a caption states before `word` ("11 rows": 11), as written (`1,000`); fails the
 * test when the caption states none, so a caption cannot drop the count its test holds.
 */
export function statedCount(caption: string, word: string): string {
  const count = new RegExp(`(?<![\\d.,])(\\d[\\d,]*) ${word}\\b`).exec(caption)?.[1]
  expect(count, `"${caption}" says how many ${word}`).toBeDefined()
  return count!
}

/**
 * The caption's "5 new" as the screen writes it, not matching "15 new". Nothing is asked of what
 * follows: a locator's text runs one figure into the next ("3 changed23 unchanged").
 */
export const statedFigure = (caption: string, word: string): RegExp =>
  new RegExp(`(?<![\\d,.])${statedCount(caption, word)} ${word}`)

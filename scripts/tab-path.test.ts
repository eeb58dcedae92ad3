// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { TAB_PATH_STEPS, tabPathFiles } from './tab-path.ts'

const architecture = readFileSync(join(import.meta.dirname, '../docs/architecture.md'), 'utf8')

it('docs/architecture.md states the tab-to-rows file count the script takes', () => {
  const stated = /(\d+) files <!-- tab-path -->/.exec(architecture)?.[1]
  expect(stated, 'a count marked `N files <!-- tab-path -->`').toBeDefined()
  expect(Number(stated)).toBe(tabPathFiles().length)
})

it('docs/architecture.md names every step module of the path', () => {
  for (const step of TAB_PATH_STEPS) expect(architecture).toContain(step)
})

// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/*
 * Every screenshot README.md shows is checked against its caption by the spec that takes it
 * (e2e/support/readme-pictures.ts): that spec reads the caption and names the picture. A picture
 * added to README without such a check fails here, before its caption can drift from it.
 */
const root = join(import.meta.dirname, '..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const pictures = [...new Set(readme.match(/e2e\/__screenshots__\/[^\s"')]+\.png/g))].map((path) =>
  path.slice('e2e/__screenshots__/'.length),
)

it('README shows the screenshots of narrow.spec.ts and the visual tests', () => {
  expect(pictures.length).toBeGreaterThanOrEqual(4)
})

it.each(pictures)('%s: the spec that takes it checks its caption', (picture) => {
  const spec = picture.slice(0, picture.lastIndexOf('/'))
  const source = readFileSync(join(root, 'e2e', spec), 'utf8')
  expect(source).toContain('readmeCaption(')
  expect(source).toContain(picture.slice(spec.length + 1))
})

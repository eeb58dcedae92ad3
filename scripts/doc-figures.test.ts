// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/*
 * A figure the docs quote from the code carries a marker naming the constant it comes from,
 * `2 <!-- const: e2e/support/host-checks.ts LONGEST_TASK_PER_PARSE -->`, and this fails when the
 * constant says otherwise, so a doc cannot keep a budget the code has left. The constant is read
 * from the file's text (`const NAME = 132`, a number or a quoted string), so a Playwright spec
 * or a script that runs on import can be named too.
 */
const root = join(import.meta.dirname, '..')
const MARKER = /<!-- const: (\S+) (\w+) -->/g

const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

type Quote = { doc: string; line: number; stated: string; file: string; name: string }

const quotes: Quote[] = docs.flatMap((doc) =>
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(MARKER)].map(({ index: at, 1: file = '', 2: name = '' }) => ({
        doc,
        line: index + 1,
        // What the line says just before the marker: `132 kB `, `medians of 3 `.
        stated: text.slice(0, at).replace(/<!--.*?-->/g, ''),
        file,
        name,
      })),
    ),
)

/** A constant's value as its file declares it: `const NAME = 1_000` or `= 'text'`. */
function declared(file: string, name: string): number | string | undefined {
  const source = readFileSync(join(root, file), 'utf8')
  const value = new RegExp(`\\bconst ${name}(?:\\s*:[^=]+)?\\s*=\\s*([^\\n;]+)`).exec(source)?.[1]
  if (value === undefined) return undefined
  if (/^[\d_]+(?:\.\d+)?$/.test(value.trim())) return Number(value.trim().replace(/_/g, ''))
  return /^(['"])(.*)\1$/.exec(value.trim())?.[2]
}

/** The figure a line states before a marker: its last number, `1,000` read as 1000. */
function statedNumber(stated: string): number | undefined {
  const figure = /(\d[\d,]*(?:\.\d+)?)\D{0,8}$/.exec(stated)?.[1]
  return figure === undefined ? undefined : Number(figure.replace(/,/g, ''))
}

it.each(quotes.map((quote) => [`${quote.doc}:${quote.line} ${quote.name}`, quote] as const))(
  '%s is what the code says',
  (_, { doc, stated, file, name }) => {
    const value = declared(file, name)
    expect(value, `${file} declares const ${name} = <a number or a string>`).toBeDefined()
    const says = `${doc} says "${stated.trim()}" where ${file} has ${name} = ${String(value)}`
    if (typeof value === 'number') expect(statedNumber(stated), says).toBe(value)
    else expect(stated.trimEnd().endsWith(String(value)), says).toBe(true)
  },
)

import * as v from 'valibot'
import { boundText, echoText } from '@/lib/bound-text'
import { InvalidResponseError } from './errors'

type AnySchema = v.GenericSchema<unknown, unknown>

/** What is wrong, and where: `keys` is the path into the body, e.g. `['builds', 3, 'complete']`. */
type Problem = {
  keys: readonly (string | number)[]
  expected: string
  /** How the wrong value reads in a message: `"12"`, `-1`, `null`. */
  received: string
}

const expectedNames: Record<string, string> = {
  Object: 'an object',
  Array: 'a list',
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
}

const receivedNames: Record<string, string> = { Object: 'an object', Array: 'a list' }

/** `builds[3].content_length` */
function formatPath(keys: Problem['keys']): string {
  return keys.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : String(key),
    '',
  )
}

/** `item 3 of "builds", field "size", should be a number but is "12"` */
function describeProblem({ keys, expected, received }: Problem): string {
  const [list, index, ...field] = keys
  const fieldName = field.map(String).join('.')
  const subject =
    typeof list === 'string' && typeof index === 'number'
      ? `item ${index} of "${list}"${fieldName ? `, field "${fieldName}",` : ''}`
      : keys.length
        ? `"${formatPath(keys)}"`
        : 'the body'
  if (received === 'undefined' && keys.length) return `${subject} is missing`
  return `${subject} should be ${expected} but is ${received}`
}

const QUOTED_CHARACTERS = 80

/**
 * How a value reads in a message, by its type, never walking into it: a string is quoted, cut (a
 * 1 MB field must not flood the screen) and its controls shown as `⟨U+202E⟩` (an override must
 * not turn the sentence around), a list or object is named with its size (a million-deep list
 * must not exhaust the stack), a number with more digits than any size is cut.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(echoText(value, QUOTED_CHARACTERS))
    case 'bigint':
    case 'number':
      return boundText(String(value), 40)
    case 'object':
      if (value === null) return 'null'
      if (Array.isArray(value)) return value.length === 0 ? '[]' : `a list of ${value.length}`
      return Object.keys(value).length === 0 ? '{}' : 'an object'
    default:
      return String(value)
  }
}

export type ParseContext = { rayId?: string | undefined; source?: string }

/** Validates a body's shape, turning the first problem into a sentence naming item and field. */
export function parseWith<TSchema extends AnySchema>(
  schema: TSchema,
  body: unknown,
  context: ParseContext = {},
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (result.success) return result.output
  throw issueError(result.issues[0], context)
}

/** A valibot issue as the error the operator reads; `at`: where the checked value lies. */
export function issueError(
  issue: v.BaseIssue<unknown>,
  { rayId, source = "The API's answer" }: ParseContext = {},
  at: Problem['keys'] = [],
): InvalidResponseError {
  const problem: Problem = {
    keys: [...at, ...(issue.path ?? []).map((item) => item.key as string | number)],
    expected:
      issue.type === 'check'
        ? issue.message
        : (expectedNames[issue.expected ?? ''] ?? issue.expected ?? 'valid'),
    // Not valibot's own text: it quotes a string whole, however long.
    received: receivedNames[issue.received] ?? describeValue(issue.input),
  }
  return new InvalidResponseError(
    `${source} does not match what the dashboard expects: ${describeProblem(problem)}.`,
    { path: formatPath(problem.keys), rayId },
  )
}

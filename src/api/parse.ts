import * as v from 'valibot'
import { InvalidResponseError } from './errors'

type AnySchema = v.GenericSchema<unknown, unknown>
type Issue = v.BaseIssue<unknown>

const expectedNames: Record<string, string> = {
  Object: 'an object',
  Array: 'a list',
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
}

/** `builds[3].content_length` from valibot's issue path. */
export function formatIssuePath(issue: Issue): string {
  return (issue.path ?? []).reduce<string>((text, item) => {
    const key = item.key
    return typeof key === 'number'
      ? `${text}[${key}]`
      : text
        ? `${text}.${String(key)}`
        : String(key)
  }, '')
}

/** Names the list item and field an issue is about: `item 3 of "builds", field "size"`. */
function describeSubject(issue: Issue): string {
  const keys = (issue.path ?? []).map((item) => item.key)
  const [list, index, ...field] = keys
  if (typeof list === 'string' && typeof index === 'number') {
    const fieldName = field.map(String).join('.')
    return `item ${index} of "${list}"${fieldName ? `, field "${fieldName}",` : ''}`
  }
  return keys.length ? `"${formatIssuePath(issue)}"` : 'the body'
}

export function describeIssue(issue: Issue): string {
  const subject = describeSubject(issue)
  if (issue.received === 'undefined' && issue.path?.length) return `${subject} is missing`
  const expected =
    issue.type === 'check' ? issue.message : (expectedNames[issue.expected ?? ''] ?? issue.expected)
  return `${subject} should be ${expected ?? 'valid'} but is ${issue.received}`
}

/** Validates an API body, turning the first problem into a sentence naming item and field. */
export function parseWith<TSchema extends AnySchema>(
  schema: TSchema,
  body: unknown,
  { rayId, source = "The API's answer" }: { rayId?: string | undefined; source?: string } = {},
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (result.success) return result.output
  const issue = result.issues[0]
  throw new InvalidResponseError(
    `${source} does not match what the dashboard expects: ${describeIssue(issue)}.`,
    { path: formatIssuePath(issue), rayId },
  )
}

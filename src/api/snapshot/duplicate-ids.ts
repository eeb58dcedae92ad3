import type { ListKindFacts } from '@/model/list-kinds'
import { echoText } from '@/lib/bound-text'

/**
 * Why a snapshot whose ids repeat cannot be compared (an item of the list today would match two
 * of it), naming the first id used more than once and how often; undefined when ids are unique.
 * Ids are almost always unique: one Set answers that, and counting happens only when not.
 */
export function duplicateIdProblem(
  ids: readonly string[],
  { idField, plural }: Pick<ListKindFacts, 'idField' | 'plural'>,
): string | undefined {
  if (new Set(ids).size === ids.length) return undefined
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  const repeated = [...counts].filter(([, count]) => count > 1)
  const [id, count] = repeated[0] as [string, number]
  const others = repeated.length - 1
  const more = others > 0 ? `, and ${others.toLocaleString('en-US')} more ${idField}s repeat` : ''
  return `lists ${idField} ${JSON.stringify(echoText(id, 80))} ${count.toLocaleString('en-US')} times${more}: the ${plural} of a list each have their own id, so it cannot be compared item by item.`
}

/**
 * The warning of each item whose id another item of the list also has, by index. Ids are almost
 * always unique: one Set answers that; counting happens only when they are not.
 */
export function duplicateWarnings(ids: readonly string[], field: string): Map<number, string> {
  const warnings = new Map<number, string>()
  if (new Set(ids).size === ids.length) return warnings
  const seen = new Map<string, number>()
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1)
  ids.forEach((id, index) => {
    const copies = seen.get(id) ?? 0
    if (copies > 1) warnings.set(index, `${copies} items share this ${field}`)
  })
  return warnings
}

/** The items with their duplicate warnings added (as new objects: items may be shown already). */
export function withDuplicateWarnings<T extends { warnings: readonly string[] }>(
  items: readonly T[],
  warnings: ReadonlyMap<number, string>,
): T[] {
  const marked = items.slice()
  for (const [index, warning] of warnings) {
    const item = marked[index] as T
    marked[index] = { ...item, warnings: [...item.warnings, warning] }
  }
  return marked
}

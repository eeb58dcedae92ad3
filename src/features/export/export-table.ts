import type { StatusClock } from '@/model/upload-status'
import type { ExportField, ExportValue } from './export-fields'

/** The rows of an export, in order, as typed values; the writers turn them into text. */
export type ExportTable = { names: readonly string[]; rows: readonly (readonly ExportValue[])[] }

/** The items `order` shows (indexes into `items`, filter and sort applied), field by field. */
export function exportTable<T>(
  items: readonly T[],
  order: ArrayLike<number>,
  fields: readonly ExportField<T>[],
  clock: StatusClock,
): ExportTable {
  const rows = Array.from(order, (index) => {
    const item = items[index] as T
    return fields.map((field) => field.value(item, clock))
  })
  return { names: fields.map((field) => field.name), rows }
}

/** ISO 8601 in UTC, or undefined for a time that is not one (an invalid Date). */
export const isoTime = (time: Date): string | undefined =>
  Number.isNaN(time.getTime()) ? undefined : time.toISOString()

/** The digits of a whole number, or undefined for a number that is not finite. */
export const numberText = (value: number | bigint): string | undefined =>
  typeof value === 'bigint' || Number.isFinite(value) ? String(value) : undefined

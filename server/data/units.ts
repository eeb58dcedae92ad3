export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

/** RFC 3339 in UTC, `age` milliseconds before `now`; a negative age lies in the future. */
export function timestampBefore(now: Date, age: number): string {
  return new Date(now.getTime() - age).toISOString()
}

import type { ListKind } from '@/model/list-kinds'

/**
 * The real service allows 128 GET requests per 15 minutes per route and client (CONTRACT.md);
 * the overview keeps its own lists within that, whatever the tabs ask besides.
 */
export const REQUESTS_PER_WINDOW = 128
export const WINDOW_MS = 15 * 60_000

/** What the overview has asked of each list route lately, and what it may still ask. */
export type RequestBudget = {
  /** How many more lists of this kind may be asked now. */
  left: (kind: ListKind, now: number) => number
  /** Counts one list asked now. */
  take: (kind: ListKind, now: number) => void
  /** When the next ask of this kind is allowed again (now, if one is left). */
  nextAt: (kind: ListKind, now: number) => number
}

export function createRequestBudget(
  limit = REQUESTS_PER_WINDOW,
  windowMs = WINDOW_MS,
): RequestBudget {
  const asked = new Map<ListKind, number[]>()
  /** The asks still inside the window, oldest first (older ones are dropped). */
  const recent = (kind: ListKind, now: number) => {
    const times = (asked.get(kind) ?? []).filter((time) => time > now - windowMs)
    asked.set(kind, times)
    return times
  }
  return {
    left: (kind, now) => Math.max(0, limit - recent(kind, now).length),
    take: (kind, now) => void recent(kind, now).push(now),
    nextAt: (kind, now) => {
      const times = recent(kind, now)
      return times.length < limit ? now : times[times.length - limit]! + windowMs
    },
  }
}

const budgets = new WeakMap<object, RequestBudget>()

/** One budget per API client (a token's): it outlives the overview, as the service's count does. */
export const budgetOf = (client: object): RequestBudget => {
  let budget = budgets.get(client)
  if (!budget) budgets.set(client, (budget = createRequestBudget()))
  return budget
}

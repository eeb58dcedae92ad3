import { describe, expect, it } from 'vitest'
import { budgetOf, createRequestBudget } from './request-budget'

describe('the overview’s request budget', () => {
  it('allows `limit` asks per route in a window, each route counted apart', () => {
    const budget = createRequestBudget(3, 1000)
    for (const at of [0, 10, 20]) budget.take('builds', at)
    expect(budget.left('builds', 30)).toBe(0)
    expect(budget.left('sites', 30)).toBe(3)
    expect(budget.nextAt('builds', 30)).toBe(1000)
    expect(budget.nextAt('sites', 30)).toBe(30)
  })

  it('frees an ask once it leaves the window', () => {
    const budget = createRequestBudget(2, 1000)
    budget.take('avatars', 0)
    budget.take('avatars', 500)
    expect(budget.left('avatars', 999)).toBe(0)
    expect(budget.left('avatars', 1000)).toBe(1)
    expect(budget.nextAt('avatars', 1200)).toBe(1200)
    budget.take('avatars', 1200)
    expect(budget.nextAt('avatars', 1200)).toBe(1500)
  })

  it('is one per client: a new token starts a new count', () => {
    const [a, b] = [{}, {}]
    budgetOf(a).take('builds', 0)
    expect(budgetOf(a).left('builds', 1)).toBe(127)
    expect(budgetOf(b).left('builds', 1)).toBe(128)
  })
})

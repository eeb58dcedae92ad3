import { describe, expect, it } from 'vitest'
import { formatTable, ratioCell, spread, type Sample, type SizeResult } from './bench-report.ts'

const sample = (firstRows: number, overrides: Partial<Sample> = {}): Sample => ({
  firstRows,
  allRows: firstRows,
  sortSize: 50,
  sortName: 80,
  jumpToBottom: 30,
  repeatVisit: firstRows / 2,
  heap: 70,
  parts: {},
  ...overrides,
})

const result = (
  dashboard: number[],
  reference: number[],
  sameStack: number[] = reference,
): SizeResult => ({
  dashboard: dashboard.map((value) => sample(value)),
  reference: reference.map((value) => sample(value)),
  sameStack: sameStack.map((value) => sample(value)),
})

describe('bench report', () => {
  it('gives the median with the range of the runs', () => {
    expect(spread([420, 400, 480])).toBe('420 (400–480)')
    expect(spread([4.96, 5.04, 5])).toBe('5.0 (5.0–5.0)')
    expect(spread([40, NaN, 30])).toBe('35 (30–40), 1 of 3 not reached')
    expect(spread([NaN])).toBe('not reached')
  })

  it('checks the ratio of the medians against its target, and an absolute bound beside it', () => {
    expect(ratioCell([300, 310, 290], [200, 210, 190])).toBe('1.50×')
    expect(ratioCell([300, 310, 290], [200, 210, 190], { ratio: 1.5 })).toBe('1.50× ✓ ≤ 1.5×')
    expect(ratioCell([300], [200], { ratio: 1.2, most: 150 })).toBe('1.50× ✗ ≤ 1.2× ✗ ≤ 150')
    expect(ratioCell([100], [90], { ratio: 1.2, most: 150 })).toBe('1.11× ✓ ≤ 1.2× ✓ ≤ 150')
    expect(ratioCell([NaN], [90], { most: 100 })).toBe('—')
  })

  it('shows both pages and their ratio for each size, with the targets of that size', () => {
    const table = formatTable(
      new Map([
        [1000, result([360, 380, 370], [130, 140, 120])],
        [100_000, result([500, 520, 510], [900, 880, 920])],
      ]),
      { gzip: 109_800 },
      3,
    )
    const lines = table.split('\n')
    expect(lines).toContain(
      '| 1,000 | dashboard | 370 (360–380) | 370 (360–380) | 50 (50–50) | 80 (80–80) | 30 (30–30) | 185 (180–190) | 70 (70–70) |',
    )
    const ratios = lines.filter((line) => line.includes('**ratio**'))
    expect(ratios[0]).toMatch(/^\| \| \*\*ratio\*\* \| 2\.85× ✗ ≤ 2× \|/)
    expect(ratios[1]).toMatch(/^\| \| \*\*ratio\*\* \| 0\.57× ✓ ≤ 0\.8× \| 0\.57× ✓ ≤ 1\.3× \|/)
    expect(table).toContain('Start-up JavaScript: 109.8 kB gzip\n')
  })

  it('shows the same-stack reference and the ratio to it, with its own targets', () => {
    const table = formatTable(
      new Map([
        [1000, result([360, 380, 370], [130, 140, 120], [300, 310, 290])],
        [100_000, result([500, 520, 510], [900, 880, 920], [700, 720, 710])],
      ]),
      { gzip: 109_800 },
      3,
    )
    const lines = table.split('\n')
    expect(lines).toContain(
      '| | same stack | 300 (290–310) | 300 (290–310) | 50 (50–50) | 80 (80–80) | 30 (30–30) | 150 (145–155) | 70 (70–70) |',
    )
    const ratios = lines.filter((line) => line.includes('**ratio, same stack**'))
    // At 1,000 builds the first rows have a target against the same stack (issue 49).
    expect(ratios[0]).toMatch(/^\| \| \*\*ratio, same stack\*\* \| 1\.23× ✗ ≤ 1\.2× \| 1\.23× \|/)
    expect(ratios[1]).toMatch(/^\| \| \*\*ratio, same stack\*\* \| 0\.72× \| 0\.72× \|/)
    expect(table).toContain('- 1,000 builds, same stack: first 10 rows 300')
  })

  it('checks that first rows do not grow with N when a million builds were measured', () => {
    const scaling = (million: number) =>
      formatTable(
        new Map([
          [100_000, result([500], [900])],
          [1_000_000, result([million], [9000])],
        ]),
        { gzip: 100_000 },
        1,
      )
    expect(scaling(590)).toContain(
      'First rows at 1,000,000 builds: 1.18× the 100,000 figure ✓ ≤ 1.2×',
    )
    expect(scaling(700)).toContain(
      'First rows at 1,000,000 builds: 1.40× the 100,000 figure ✗ ≤ 1.2×',
    )
  })
})

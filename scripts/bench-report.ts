/** One run of one page for one list size; times in ms, heap in MB. */
export type Sample = {
  firstRows: number
  allRows: number
  sortSize: number
  sortName: number
  jumpToBottom: number
  repeatVisit: number
  heap: number
  /** When each step of the first load ended, ms from navigation start (see bench.ts). */
  parts: Record<string, number>
}

/**
 * The samples of one list size, from the same run: the dashboard's, the vanilla reference's
 * (scripts/bench-reference/) and the same-stack reference's (scripts/bench-same-stack/).
 */
export type SizeResult = { dashboard: Sample[]; reference: Sample[]; sameStack: Sample[] }

type MetricKey = keyof Omit<Sample, 'parts'>

type Target = {
  /** The largest dashboard / reference ratio that meets it. */
  ratio?: number
  /** The largest dashboard figure that meets it, in the metric's unit. */
  most?: number
}

type Metric = {
  key: MetricKey
  label: string
  unit: string
  /** Against the vanilla reference. */
  target?: (count: number) => Target | undefined
  /** Against the same-stack reference. */
  sameStackTarget?: (count: number) => Target | undefined
}

/** The targets: ratios to the reference page, plus a few absolute bounds. */
export const metrics: Metric[] = [
  {
    key: 'firstRows',
    label: 'first 10 rows',
    unit: 'ms',
    target: (n) => (n === 100_000 ? { ratio: 0.8 } : n <= 1000 ? { ratio: 2.0 } : undefined),
    // Issue 49: the dashboard's own start-up work, beyond what its libraries cost.
    sameStackTarget: (n) => (n === 1000 ? { ratio: 1.2 } : undefined),
  },
  {
    key: 'allRows',
    label: 'all rows known',
    unit: 'ms',
    target: (n) => (n >= 100_000 ? { ratio: 1.3 } : undefined),
  },
  {
    key: 'sortSize',
    label: 'sort by Size',
    unit: 'ms',
    target: (n) => (n === 100_000 ? { ratio: 1.2, most: 150 } : undefined),
  },
  { key: 'sortName', label: 'sort by Name', unit: 'ms' },
  {
    key: 'jumpToBottom',
    label: 'jump to bottom',
    unit: 'ms',
    target: (n) => (n === 100_000 ? { most: 100 } : undefined),
  },
  { key: 'repeatVisit', label: 'repeat visit, first 10 rows', unit: 'ms' },
  {
    key: 'heap',
    label: 'JS heap after load',
    unit: 'MB',
    target: (n) => (n === 100_000 ? { most: 150 } : undefined),
  },
]

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const figure = (value: number) => value.toFixed(value < 10 ? 1 : 0)

/** "412 (398–440)": the median, then the range; runs that never got there (NaN) are named. */
export function spread(values: number[]): string {
  const reached = values.filter((value) => !Number.isNaN(value))
  const missed = values.length - reached.length
  if (reached.length === 0) return 'not reached'
  const text = `${figure(median(reached))} (${figure(Math.min(...reached))}–${figure(Math.max(...reached))})`
  return missed ? `${text}, ${missed} of ${values.length} not reached` : text
}

/** "1.44× ✓ ≤ 1.5×", or "0.83×" where no target is set. */
export function ratioCell(dashboard: number[], reference: number[], target?: Target): string {
  const ours = dashboard.filter((value) => !Number.isNaN(value))
  const theirs = reference.filter((value) => !Number.isNaN(value))
  if (!ours.length || !theirs.length) return '—'
  const ratio = median(ours) / median(theirs)
  const text = `${ratio.toFixed(2)}×`
  const checks: string[] = []
  if (target?.ratio !== undefined) {
    checks.push(`${ratio <= target.ratio ? '✓' : '✗'} ≤ ${target.ratio}×`)
  }
  if (target?.most !== undefined) {
    checks.push(`${median(ours) <= target.most ? '✓' : '✗'} ≤ ${target.most}`)
  }
  return [text, ...checks].join(' ')
}

function partsLine(count: number, page: string, samples: Sample[]): string {
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.parts)))]
  const steps = names
    .map((name) => [name, median(samples.map((sample) => sample.parts[name] ?? NaN))] as const)
    .filter(([, time]) => Number.isFinite(time))
    .sort(([, a], [, b]) => a - b)
  const firstRows = median(samples.map((sample) => sample.firstRows))
  const text = [...steps, ['first 10 rows', firstRows] as const].map(
    ([name, time]) => `${name} ${time.toFixed(0)}`,
  )
  return `- ${count.toLocaleString('en-US')} builds, ${page}: ${text.join(' · ')}`
}

/**
 * The Markdown docs/performance.md keeps: per list size, the medians (min–max) of the dashboard
 * and of both references, and the dashboard's ratio to each with ✓/✗ against the targets. A
 * ratio is the one figure that holds from one day to the next on these machines; absolute times
 * drift 3×.
 */
export function formatTable(
  results: Map<number, SizeResult>,
  startup: { gzip: number },
  runs: number,
): string {
  const header = `| builds | page | ${metrics.map((metric) => `${metric.label} (${metric.unit})`).join(' | ')} |`
  const rule = `|---:|---|${metrics.map(() => '---').join('|')}|`
  const rows = [...results].flatMap(([count, { dashboard, reference, sameStack }]) => {
    const values = (samples: Sample[], key: MetricKey) => samples.map((sample) => sample[key])
    const line = (label: string, cells: string[]) => `| | ${label} | ${cells.join(' | ')} |`
    const figures = (label: string, samples: Sample[]) =>
      line(
        label,
        metrics.map((metric) => spread(values(samples, metric.key))),
      )
    /** The dashboard's ratio to a reference's samples, against that reference's targets. */
    const ratios = (
      label: string,
      against: Sample[],
      target: (metric: Metric) => Target | undefined,
    ) =>
      line(
        label,
        metrics.map((metric) =>
          ratioCell(values(dashboard, metric.key), values(against, metric.key), target(metric)),
        ),
      )
    return [
      figures('dashboard', dashboard).replace('| |', `| ${count.toLocaleString('en-US')} |`),
      figures('reference', reference),
      ratios('**ratio**', reference, (metric) => metric.target?.(count)),
      figures('same stack', sameStack),
      ratios('**ratio, same stack**', sameStack, (metric) => metric.sameStackTarget?.(count)),
    ]
  })
  const startupKb = startup.gzip / 1000
  return [
    `Median (min–max) of ${runs} runs of each page, in turns; ratio = dashboard / reference (vanilla), ` +
      `and dashboard / same-stack reference; ✓/✗ against the targets.`,
    '',
    header,
    rule,
    ...rows,
    '',
    ...firstRowsScaling(results),
    `Start-up JavaScript: ${startupKb.toFixed(1)} kB gzip`,
    '',
    'When each step of the first load ended (median, ms from navigation start):',
    ...[...results].flatMap(([count, { dashboard, reference, sameStack }]) => [
      partsLine(count, 'dashboard', dashboard),
      partsLine(count, 'reference', reference),
      partsLine(count, 'same stack', sameStack),
    ]),
  ].join('\n')
}

/** With 1,000,000 builds measured: first rows must not depend on N (within 1.2× of 100,000). */
function firstRowsScaling(results: Map<number, SizeResult>): string[] {
  const base = results.get(100_000)
  const million = results.get(1_000_000)
  if (!base || !million) return []
  const first = (result: SizeResult) => median(result.dashboard.map((sample) => sample.firstRows))
  const ratio = first(million) / first(base)
  return [
    `First rows at 1,000,000 builds: ${ratio.toFixed(2)}× the 100,000 figure ${ratio <= 1.2 ? '✓' : '✗'} ≤ 1.2×`,
    '',
  ]
}

/** One run of the benchmark for one list size; times in ms, heap in MB. */
export type Sample = {
  firstRows: number
  sortSize: number
  sortName: number
  jumpToBottom: number
  heap: number
  /** Where the list's load time went (from the app's User Timing entries). */
  parts: Record<string, number>
}

type Metric = {
  key: keyof Omit<Sample, 'parts'>
  label: string
  unit: string
  target?: (count: number) => number | undefined
}

const metrics: Metric[] = [
  {
    key: 'firstRows',
    label: 'first 10 rows',
    unit: 'ms',
    target: (n) => (n >= 100_000 ? 1000 : n <= 1000 ? 300 : undefined),
  },
  {
    key: 'sortSize',
    label: 'sort by Size',
    unit: 'ms',
    target: (n) => (n >= 100_000 ? 150 : undefined),
  },
  {
    key: 'sortName',
    label: 'sort by Name',
    unit: 'ms',
    target: (n) => (n >= 100_000 ? 150 : undefined),
  },
  {
    key: 'jumpToBottom',
    label: 'jump to bottom',
    unit: 'ms',
    target: (n) => (n >= 100_000 ? 100 : undefined),
  },
  {
    key: 'heap',
    label: 'JS heap after load',
    unit: 'MB',
    target: (n) => (n >= 100_000 ? 150 : undefined),
  },
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function cell(values: number[], target: number | undefined): string {
  const digits = values.some((value) => value < 10) ? 1 : 0
  const text = `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`
  if (target === undefined) return text
  return `${text} ${median(values) <= target ? '✓' : '✗'} ≤ ${target}`
}

function partsLine(count: number, samples: Sample[]): string {
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.parts)))]
  const parts = names.map(
    (name) => `${name} ${median(samples.map((sample) => sample.parts[name] ?? 0)).toFixed(0)} ms`,
  )
  return `- ${count.toLocaleString('en-US')} builds: ${parts.join(', ')}`
}

/** The Markdown table docs/performance.md keeps: median (min–max), with targets where set. */
export function formatTable(
  results: Map<number, Sample[]>,
  startup: { gzip: number },
  runs: number,
): string {
  const header = `| builds | ${metrics.map((metric) => `${metric.label} (${metric.unit})`).join(' | ')} |`
  const rule = `|---:|${metrics.map(() => '---').join('|')}|`
  const rows = [...results].map(
    ([count, samples]) =>
      `| ${count.toLocaleString('en-US')} | ${metrics
        .map((metric) =>
          cell(
            samples.map((sample) => sample[metric.key]),
            metric.target?.(count),
          ),
        )
        .join(' | ')} |`,
  )
  const startupKb = startup.gzip / 1000
  return [
    `Median (min–max) of ${runs} runs; ✓/✗ against the targets.`,
    '',
    header,
    rule,
    ...rows,
    '',
    `Start-up JavaScript: ${startupKb.toFixed(1)} kB gzip ${startupKb <= 110 ? '✓' : '✗'} ≤ 110`,
    '',
    'Where the list load went (median; request start is from navigation start):',
    ...[...results].map(([count, samples]) => partsLine(count, samples)),
  ].join('\n')
}

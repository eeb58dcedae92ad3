import type { Page } from '@playwright/test'
import { writeFile } from 'node:fs/promises'

/**
 * Where a first load's time goes, from a Chrome trace (`npm run bench -- --trace`): the steps
 * from navigation to the first 10 rows painted, in ms from navigation, and what the page's main
 * thread and its workers spent their time on meanwhile, for the dashboard and both references
 * side by side (docs/performance.md keeps the figures).
 */

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string } }
}

/** The trace's event names, grouped as DevTools' summary groups them. */
const KINDS: Record<string, string> = {
  ParseHTML: 'HTML',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
}

/** The steps the page's own timelines know, read in the page (ms from navigation). */
async function milestones(page: Page, listPath: string): Promise<[string, number][]> {
  return page.evaluate((path) => {
    const steps: [string, number][] = []
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    if (navigation) steps.push(['HTML received', navigation.responseEnd])
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (entry.initiatorType === 'img' || entry.initiatorType === 'css') continue
      const name = new URL(entry.name).pathname.split('/').at(-1) || entry.name
      if (entry.name.endsWith(path)) {
        steps.push(['list requested', entry.startTime])
        steps.push(['list: first byte', entry.responseStart])
        steps.push(['list received', entry.responseEnd])
      } else steps.push([`${name} received`, entry.responseEnd])
    }
    for (const entry of performance.getEntriesByType('mark'))
      steps.push([entry.name, entry.startTime])
    // The dashboard's list is read in its worker, whose requests the page's timeline lacks: its
    // steps come back as measures named after the list's URL (`<url>: body`).
    for (const entry of performance.getEntriesByType('measure')) {
      if (entry.name.includes(path)) {
        steps.push([`list: ${entry.name.split(': ').at(-1)}`, entry.startTime + entry.duration])
      }
    }
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    if (paint) steps.push(['first paint', paint.startTime])
    return steps
  }, listPath)
}

/** Thread names by pid:tid, from the trace's metadata. */
function threadNames(events: TraceEvent[]) {
  const names = new Map<string, string>()
  for (const event of events) {
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '')
  }
  return names
}

/**
 * What each thread of the page's renderer was busy with between navigation and `until` (ms):
 * per thread, its top-level tasks in all and, within them, each kind of work (script
 * evaluation per file, compile, style, layout, paint, GC); script is the rest.
 */
function busyTime(events: TraceEvent[], origin: number, until: number) {
  const names = threadNames(events)
  const renderer = events.find(
    (event) => event.name === 'navigationStart' || event.name === 'markAsMainFrame',
  )?.pid
  const end = origin + until * 1000
  const threads = new Map<string, Map<string, number>>()
  const add = (thread: string, kind: string, ms: number) => {
    const kinds = threads.get(thread) ?? new Map<string, number>()
    threads.set(thread, kinds)
    kinds.set(kind, (kinds.get(kind) ?? 0) + ms)
  }
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== renderer || event.dur === undefined) continue
    if (event.ts < origin || event.ts > end) continue
    const thread = names.get(`${event.pid}:${event.tid}`) ?? ''
    const label =
      thread === 'CrRendererMain'
        ? 'main thread'
        : thread.startsWith('DedicatedWorker')
          ? 'worker'
          : ''
    if (!label) continue
    const ms = event.dur / 1000
    // Each task is a RunTask (with a ThreadControllerImpl::RunTask of the same length inside).
    if (event.name === 'RunTask') {
      add(label, 'tasks', ms)
      continue
    }
    const kind = KINDS[event.name]
    if (kind) add(label, kind, ms)
    if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') {
      const url = event.args?.data?.url
      const file = url ? new URL(url).pathname.split('/').at(-1) : undefined
      add(
        label,
        file ? `evaluate ${file}` : url === '' ? 'evaluate inline' : 'evaluate modules',
        ms,
      )
    }
  }
  // What is not one of those kinds is script: event handlers, timers, React's work.
  for (const kinds of threads.values()) {
    let named = 0
    for (const [kind, ms] of kinds) if (kind !== 'tasks') named += ms
    kinds.set('other script', Math.max(0, (kinds.get('tasks') ?? 0) - named))
  }
  return threads
}

export type FirstLoadTrace = {
  steps: [string, number][]
  threads: Map<string, Map<string, number>>
}

/**
 * Loads `url` once in `page` with Chrome's tracing on, until the first 10 rows are painted
 * (`firstRowsAt`, which the caller waits for); resolves to the steps and the busy time. With
 * `saveTo`, the trace is also written there, with JavaScript samples, for DevTools' Performance
 * panel (Load profile…).
 */
export async function traceFirstLoad(
  page: Page,
  url: string,
  listPath: string,
  firstRowsAt: () => Promise<number>,
  saveTo?: string,
): Promise<FirstLoadTrace> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink.user_timing',
        'toplevel',
        '__metadata',
        ...(saveTo ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    },
  })
  await page.goto(url)
  const firstRows = await firstRowsAt()
  const steps = await milestones(page, listPath)
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  if (saveTo) await writeFile(saveTo, JSON.stringify({ traceEvents: events }))
  const origin = events.find((event) => event.name === 'navigationStart')?.ts ?? 0
  steps.push(['first 10 rows painted', firstRows])
  steps.sort(([, a], [, b]) => a - b)
  return { steps, threads: busyTime(events, origin, firstRows) }
}

/** The Markdown of one page's trace: its steps, then each thread's busy time by kind. */
export function formatTrace(title: string, { steps, threads }: FirstLoadTrace): string {
  const lines = [`**${title}**`, '', '| ms from navigation | step |', '| ---: | --- |']
  for (const [name, at] of steps) lines.push(`| ${at.toFixed(0)} | ${name} |`)
  for (const [thread, kinds] of threads) {
    const busy = [...kinds]
      .sort(([, a], [, b]) => b - a)
      .filter(([, ms]) => ms >= 1)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    lines.push('', `${thread}, until the first rows (ms): ${busy.join(' · ')}`)
  }
  return lines.join('\n')
}

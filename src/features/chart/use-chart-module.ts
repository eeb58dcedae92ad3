import { loadOnce } from '@/lib/load-once'
import { useLoaded } from '@/lib/use-loaded'
import type * as UploadChartModule from './upload-chart'

type ChartModule = typeof UploadChartModule

/*
 * The chart's code, fetched when the chart opens, or earlier when its toggle is hovered or
 * focused. Not React.lazy: Suspense would keep its fallback up for 300 ms even for a module
 * already in (see lazy-with-preload.ts), and lazyWithPreload in this chunk makes the bundler
 * move it, with the small modules the start-up code shares with this chunk, into a file of its
 * own that the start-up code then loads too.
 */
const chart = loadOnce<ChartModule>(() => import('./upload-chart'))

/** Starts fetching the chart's code; a failed fetch is forgotten, so the next asks again. */
export const preloadChart = chart.load

/** The chart's module once `wanted` and fetched; `failed` when the fetch did not succeed. */
export function useChartModule(wanted: boolean) {
  const { value: module, failed, retry } = useLoaded(chart, wanted)
  return { module, failed, retry }
}

/**
 * Every part of the dashboard that loads lazily, with the one module that loads it; the rest of
 * the first screen is start-up JavaScript. At most 8 coarse seams: the app behind the small entry,
 * and parts most visits never show (the chart, a comparison, an avatar's preview, the token form,
 * an error answer's body). Components load through `lazyPart` (src/lib/lazy-part.ts).
 * `lazy-seams.test.ts` checks that every `import()` in src/ is one of these and none is imported
 * statically, so no start-up module or other chunk pulls a lazy part in. Paths are below src/.
 */
/** `entry`: a module of its own (a worker) that may import the part statically. */
export type LazySeam = { part: string; loader: string; why: string; entry?: string }

/** The most parts that may load lazily: a few coarse seams, never a chunk per few buttons. */
export const MOST_LAZY_PARTS = 8

export const lazySeams: readonly LazySeam[] = [
  { part: 'app/start.tsx', loader: 'main.tsx', why: 'the app, once the first request is out' },
  {
    part: 'features/chart/upload-chart.tsx',
    loader: 'features/chart/chart-slot.tsx',
    why: 'the chart, once opened',
  },
  {
    part: 'features/release-review/open-comparison.ts',
    loader: 'features/release-review/comparison-code.ts',
    why: 'a comparison: reading a snapshot file and the diff, once a file is chosen',
  },
  {
    part: 'features/lists/avatars/avatar-preview-dialog.tsx',
    loader: 'features/lists/avatars/avatar-preview.tsx',
    why: 'an avatar’s preview, once opened',
  },
  {
    part: 'features/settings/token-form.tsx',
    loader: 'features/settings/token-settings.tsx',
    why: 'the token form, once opened',
  },
]

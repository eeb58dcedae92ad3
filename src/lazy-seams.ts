/**
 * Every part of the dashboard that loads lazily, with the one module that loads it: everything
 * else the first screen shows is in the start-up JavaScript. A few coarse seams, at most 8: the
 * app behind the small entry, and parts most visits never show (the chart, a
 * comparison, an avatar's preview, the token form, an error answer's body). Components load
 * through `lazyPart` (src/lib/lazy-part.ts): React.lazy over a module-level `import()` promise,
 * its preload.
 * `lazy-seams.test.ts` checks that every `import()` in src/ is one of these, and that nothing
 * imports one of them statically, so no start-up module pulls a lazy part back in (or a lazy
 * part into another chunk); only an `entry` of its own may. Paths are below src/.
 */
/** A part that loads lazily, the module that loads it, and an entry of its own (a worker) that may import it. */
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

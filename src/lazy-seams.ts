/**
 * Every part of the dashboard that loads lazily, with the one module that loads it: everything
 * else the first screen shows is in the start-up JavaScript. `lazy-seams.test.ts` checks that
 * every `import()` in src/ is one of these, and that nothing imports one of them statically, so
 * no start-up module pulls a lazy part back in (or a lazy part into another chunk); only an
 * `entry` of its own (a worker) may. Paths are below src/.
 */
export const lazySeams = [
  { part: 'app/start.tsx', loader: 'main.tsx', why: 'the app, once the first request is out' },
  {
    part: 'api/stored-lists/store-load.ts',
    loader: 'api/list-stream/list-load.ts',
    why: 'reading a list on the page, where no worker runs it',
    // The list worker, an entry of its own, reads every list with it.
    entry: 'api/list-stream/list-worker.ts',
  },
  { part: 'api/decode-error.ts', loader: 'api/client.ts', why: 'an error answer’s body' },
  {
    part: 'app/first-screen-html.ts',
    loader: 'app/keep-first-screen.ts',
    why: 'keeping the screen a repeat visit paints, once a list is shown',
  },
  {
    part: 'api/decode-error.ts',
    loader: 'api/list-stream/list-load.ts',
    why: 'an error answer’s body',
  },
  {
    part: 'api/csp-check.ts',
    loader: 'api/policy-problem.ts',
    why: 'a page whose policy blocks the API',
  },
  {
    part: 'features/lists/failures/query-failure.tsx',
    loader: 'features/lists/failures/list-status.tsx',
    why: 'a list that failed',
  },
  {
    part: 'components/data-table/row-actions-bar.tsx',
    loader: 'components/data-table/row-actions.tsx',
    why: 'a row’s copy buttons and details, once a row is hovered or focused',
  },
  {
    part: 'features/chart/upload-chart.tsx',
    loader: 'features/chart/chart-slot.tsx',
    why: 'the chart, once opened',
  },
  {
    part: 'features/release-review/compare-options.tsx',
    loader: 'features/release-review/compare-menu.tsx',
    why: 'the Compare menu, once opened',
  },
  {
    part: 'features/release-review/open-comparison.ts',
    loader: 'features/release-review/compare-menu.tsx',
    why: 'a snapshot chosen to compare with',
  },
  {
    part: 'features/release-review/open-comparison.ts',
    loader: 'features/release-review/use-tab-diff.ts',
    why: 'a comparison, on another tab',
  },
  {
    part: 'features/release-review/diff-lists.ts',
    loader: 'features/release-review/use-tab-diff.ts',
    why: 'a comparison’s diff',
  },
  {
    part: 'features/release-review/comparison-banner.tsx',
    loader: 'features/release-review/use-list-comparison.tsx',
    why: 'a list compared with a snapshot: its banner',
  },
  {
    part: 'features/release-review/comparison-figures.tsx',
    loader: 'features/release-review/use-list-comparison.tsx',
    why: 'a list compared with a snapshot: its counts',
  },
  {
    part: 'features/lists/avatars/avatar-preview-dialog.tsx',
    loader: 'features/lists/avatars/avatar-preview.tsx',
    why: 'an avatar’s preview, once opened',
  },
  {
    part: 'features/export/download-export.ts',
    loader: 'features/export/export-rows.ts',
    why: 'an export, once asked for',
  },
  {
    part: 'features/settings/token-form.tsx',
    loader: 'features/settings/token-settings.tsx',
    why: 'the token form, once opened',
  },
] as const

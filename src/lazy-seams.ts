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
    part: 'api/list-stream/read-list.ts',
    loader: 'api/list-stream/list-load.ts',
    why: 'reading a list on the page, where no worker runs it',
    // The list worker, an entry of its own, reads every list with it.
    entry: 'api/list-stream/list-worker.ts',
  },
  { part: 'api/decode-error.ts', loader: 'api/client.ts', why: 'an error answer’s body' },
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
    part: 'features/upload-lists/failures/query-failure.tsx',
    loader: 'features/upload-lists/failures/query-view.tsx',
    why: 'a list that failed',
  },
  {
    part: 'features/upload-lists/chart/upload-chart.tsx',
    loader: 'features/upload-lists/chart/use-chart-module.ts',
    why: 'the chart, once opened',
  },
  {
    part: 'features/upload-lists/compare-menu/compare-options.tsx',
    loader: 'features/upload-lists/compare-menu/compare-menu.tsx',
    why: 'the Compare menu, once opened',
  },
  {
    part: 'features/upload-lists/compare-ui/open-comparison.ts',
    loader: 'features/upload-lists/compare-menu/compare-menu.tsx',
    why: 'a snapshot chosen to compare with',
  },
  {
    part: 'features/upload-lists/compare-ui/open-comparison.ts',
    loader: 'features/upload-lists/compare-ui/use-tab-diff.ts',
    why: 'a comparison, on another tab',
  },
  {
    part: 'features/upload-lists/compare/diff-lists.ts',
    loader: 'features/upload-lists/compare-ui/use-tab-diff.ts',
    why: 'a comparison’s diff',
  },
  {
    part: 'features/upload-lists/compare-ui/compared-list.tsx',
    loader: 'features/upload-lists/asset-list.tsx',
    why: 'a list compared with a snapshot',
  },
  {
    part: 'features/upload-lists/avatars/avatar-preview-dialog.tsx',
    loader: 'features/upload-lists/avatars/avatar-preview.tsx',
    why: 'an avatar’s preview, once opened',
  },
  {
    part: 'features/upload-lists/export/download-export.ts',
    loader: 'features/upload-lists/export/export-rows.ts',
    why: 'an export, once asked for',
  },
  {
    part: 'features/settings/token-form.tsx',
    loader: 'features/settings/token-settings.tsx',
    why: 'the token form, once opened',
  },
] as const

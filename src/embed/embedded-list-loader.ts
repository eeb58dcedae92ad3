import { workerListLoader, type ListLoader } from '@/api/list-stream/list-load'

let loader: ListLoader | undefined

/**
 * One list worker for every panel on the host's page, started with the first panel, so that a
 * long list is read off the host's main thread. It is started in the one form that Vite,
 * webpack 5 (Next.js) and Rspack all bundle without configuration; the package ships
 * `list-worker.js` beside its entries for it (vite.lib.config.ts keeps this expression as it
 * is). Where the host's policy forbids the worker (`worker-src`) or it fails to start, lists
 * are read on the page, as `workerListLoader` does everywhere.
 */
export function embeddedListLoader(): ListLoader {
  loader ??= workerListLoader(
    () =>
      new Worker(new URL('./list-worker.js', import.meta.url), {
        type: 'module',
        name: 'list loader',
      }),
  )
  return loader
}

import { workerListLoader, type ListLoader } from '@/api/list-stream/list-load'

let loader: ListLoader | undefined

/**
 * One list worker for every panel on the host's page, started with the first, so a long list is
 * read off the host's main thread. Started in the one form Vite, webpack 5 (Next.js) and Rspack
 * all bundle unconfigured, with `list-worker.js` shipped beside the entries (vite.lib.config.ts
 * keeps this expression as is). Where `worker-src` forbids it or it fails to start, lists are
 * read on the page, as `workerListLoader` does everywhere.
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

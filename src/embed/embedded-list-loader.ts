import { workerListLoader, type ListLoader } from '@/api/list-stream/list-load'

let loader: ReturnType<typeof workerListLoader> | undefined
let panels = 0

/** Where the warning sends a console team whose build lost the worker. */
export const HELP = 'See "The list worker" in the game-assets-dashboard README (docs/embedding.md).'

/**
 * One list worker for every panel on the host's page, started with the first, so a long list is
 * read off the host's main thread. Started in the one form Vite, webpack 5 (Next.js) and Rspack
 * all bundle unconfigured, with `list-worker.js` shipped beside the entries (vite.lib.config.ts
 * keeps this expression as is). Where `worker-src` forbids it or it fails to start, lists are
 * read on the page, as `workerListLoader` does everywhere, and the browser's console says why.
 */
export function embeddedListLoader(): ListLoader {
  loader ??= workerListLoader(
    () =>
      new Worker(new URL('./list-worker.js', import.meta.url), {
        type: 'module',
        name: 'list loader',
      }),
    HELP,
  )
  return loader
}

/**
 * A panel is on the page; the returned function says it has gone. The worker ends when the last
 * has gone, a task later: a panel put back at once (React's development remount, an element moved
 * in the page) keeps it.
 */
export function panelShown(): () => void {
  panels += 1
  let gone = false
  return () => {
    if (gone) return
    gone = true
    panels -= 1
    setTimeout(() => {
      if (panels > 0) return
      loader?.close()
      loader = undefined
    })
  }
}

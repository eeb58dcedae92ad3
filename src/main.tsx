import { createApiClient } from './api/client'
import { maxListMs } from './api/errors'
import { listPath } from './api/list-paths'
import { workerListLoader } from './api/list-stream/list-load'
import { loadRuntimeConfig, type LoadedConfig } from './api/runtime-config'
import type { Boot } from './app/services'
import { readViewUrl } from './app/view-url'
import { tokenStore } from './features/settings/token-store'
import listWorkerUrl from 'virtual:list-worker-url'
import './index.css'
// Shared by the app and every lazily loaded part (avatar preview, token form, failure alerts):
// here, each lazy chunk holds only its own code, where the bundler would otherwise split these
// into one more start-up file. They cost no time to evaluate, unlike React DOM.
import 'react'
import 'react/jsx-runtime'
import './components/icons'

// Lists load in a worker (src/api/list-stream/), started now: its module loads while config.json
// does, and is ready when the first list is asked for.
const listLoader = workerListLoader(
  () => new Worker(listWorkerUrl, { type: 'module', name: 'list loader' }),
)

/** A config.json size in MiB, as bytes. */
const mebibytes = (value: number | undefined) =>
  value === undefined ? undefined : value * 1024 * 1024

/*
 * This entry is small and has no React DOM in it: it reads the config and the URL, makes the API
 * client and asks for the list the URL names, and only then evaluates the app (React DOM and the
 * dashboard, preloaded by index.html in parallel), handing it all of that. The request starts
 * about 70 ms sooner on a 2-core machine; the app's query for that list awaits its answer.
 */
function boot(loaded: LoadedConfig): Boot {
  const url = readViewUrl(window.location.search)
  const { view } = url
  const apiClient = createApiClient({
    baseUrl: loaded.config.apiBaseUrl,
    // config.json did not say where the API is: the page's own origin is asked, without the
    // token, which was given for the API config.json names (src/api/runtime-config.ts).
    getToken: loaded.withoutToken ? () => undefined : tokenStore.get,
    listLoader,
    listTimeLimitMs: maxListMs(loaded.config.maxListSeconds),
    maxResponseBytes: mebibytes(loaded.config.maxResponseMegabytes),
    maxItemBytes: mebibytes(loaded.config.maxItemMegabytes),
  })
  if (view.game === null) return { loaded, url, apiClient }
  try {
    const stop = new AbortController()
    const load = apiClient.loadList(view.tab, listPath(view.tab, view.game), stop.signal)
    return { loaded, url, apiClient, initialList: { load, stop } }
  } catch {
    // An id that cannot be sent: the app reports it when it asks for the list itself.
    return { loaded, url, apiClient }
  }
}

// The app module is imported only once the request is out: evaluating it takes the main thread
// for tens of milliseconds, which would otherwise run first and hold the request back.
void loadRuntimeConfig()
  .then(boot)
  .then((booted) => import('./app/start').then(({ start }) => start(booted)))

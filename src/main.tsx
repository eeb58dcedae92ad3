import { createApiClient } from './api/client'
import { identityOf } from './api/identity'
import { maxListMs } from './api/errors'
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
 * This small entry, without React DOM, starts the list worker, reads the config and the URL and
 * makes the API client, then evaluates the app (preloaded by index.html in parallel). The app
 * prefetches the URL's list (src/app/services.ts): sending that request from here instead brought
 * the first rows no sooner (scripts/bench-compare.ts: within 10 ms either way at 1,000 and
 * 100,000 builds, paired medians of 30 to 40 loads), so the list has one way into the cache.
 */
function boot(loaded: LoadedConfig): Boot {
  const url = readViewUrl(window.location.search)
  // config.json did not say where the API is: the page's own origin is asked, without the
  // token, which was given for the API config.json names (src/api/runtime-config.ts).
  const getToken = loaded.withoutToken ? () => undefined : tokenStore.get
  // One client per token: it sends that token only, and its queries' keys name it.
  const clientFor: Boot['clientFor'] = (token, storedLists) =>
    createApiClient({
      baseUrl: loaded.config.apiBaseUrl,
      getToken: () => token,
      identity: identityOf(token),
      listLoader,
      listTimeLimitMs: maxListMs(loaded.config.maxListSeconds),
      maxResponseBytes: mebibytes(loaded.config.maxResponseMegabytes),
      maxItemBytes: mebibytes(loaded.config.maxItemMegabytes),
      storedLists,
    })
  return { loaded, url, clientFor, getToken }
}

void loadRuntimeConfig()
  .then(boot)
  .then((booted) => import('./app/start').then(({ start }) => start(booted)))

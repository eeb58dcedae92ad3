import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig } from '../api/runtime-config'
import { App } from './app'
import { createAppServices, prefetchInitialView } from './services'

/** Mounts the dashboard into `#root` (main.tsx loads this module once the first request is out). */
export async function start() {
  const loaded = await loadRuntimeConfig()
  const services = createAppServices(loaded.config)
  prefetchInitialView(services, window.location.search)
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App loaded={loaded} services={services} />
    </StrictMode>,
  )
}

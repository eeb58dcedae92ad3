import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig } from './api/runtime-config'
import { App } from './app/app'
import { createAppServices, prefetchInitialView } from './app/services'
import './index.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

void loadRuntimeConfig().then((loaded) => {
  const services = createAppServices(loaded.config)
  prefetchInitialView(services, window.location.search)
  root.render(
    <StrictMode>
      <App loaded={loaded} services={services} />
    </StrictMode>,
  )
})

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig } from './api/runtime-config'
import { App } from './app/app'
import './index.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

void loadRuntimeConfig().then((loaded) =>
  root.render(
    <StrictMode>
      <App loaded={loaded} />
    </StrictMode>,
  ),
)

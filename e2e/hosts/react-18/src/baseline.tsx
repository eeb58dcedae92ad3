// The same console without the panel: what the panel adds is measured against this page.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p>No panel here.</p>
  </StrictMode>,
)

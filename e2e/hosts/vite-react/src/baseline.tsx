// The same console without the panel: what the panel adds is measured against this page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <p>No panel here.</p>
    </QueryClientProvider>
  </StrictMode>,
)

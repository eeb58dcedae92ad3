// A React console's own code, as its developers would write it against the installed package.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { GameAssetsPanel, type View } from 'game-assets-dashboard'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const queryClient = new QueryClient()
const firstGame = new URLSearchParams(location.search).get('game')

function Console() {
  // The console keeps the game and the tab; the panel keeps the rest of the view.
  const [view, setView] = useState<Pick<View, 'game' | 'tab'>>({ game: firstGame, tab: 'builds' })
  return (
    <div style={{ height: 600 }}>
      <GameAssetsPanel
        apiBaseUrl={location.origin}
        token="host-token"
        view={view}
        onViewChange={({ game, tab }) => setView({ game, tab })}
        queryClient={queryClient}
        documentationHosts={['docs.example.com']}
      />
    </div>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Console />
    </QueryClientProvider>
  </StrictMode>,
)

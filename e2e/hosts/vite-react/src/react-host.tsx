// A React console's own code, as its developers would write it against the installed package.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { GameAssetsPanel, type TabId } from 'game-assets-dashboard'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const queryClient = new QueryClient()
const firstGame = new URLSearchParams(location.search).get('game')

function Console() {
  const [gameId, setGameId] = useState<string | null>(firstGame)
  const [tab, setTab] = useState<TabId>('builds')
  return (
    <div style={{ height: 600 }}>
      <GameAssetsPanel
        apiBaseUrl={location.origin}
        token="host-token"
        gameId={gameId}
        onGameChange={setGameId}
        tab={tab}
        onTabChange={setTab}
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

'use client'

// The console's own client component: the package's React component, imported directly.
import { useQueryClient } from '@tanstack/react-query'
import { GameAssetsPanel, type TabId } from 'game-assets-dashboard'
import { useState } from 'react'

export function AssetsPanel({ firstGame }: { firstGame: string | null }) {
  const queryClient = useQueryClient()
  const [gameId, setGameId] = useState<string | null>(firstGame)
  const [tab, setTab] = useState<TabId>('builds')
  return (
    <div style={{ height: 600 }}>
      <GameAssetsPanel
        apiBaseUrl="/"
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

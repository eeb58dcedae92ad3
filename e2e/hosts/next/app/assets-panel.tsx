'use client'

// The console's own client component: the package's React component, imported directly.
import { useQueryClient } from '@tanstack/react-query'
import { GameAssetsPanel, type View } from 'game-assets-dashboard'
import { useState } from 'react'

export function AssetsPanel({ firstGame }: { firstGame: string | null }) {
  const queryClient = useQueryClient()
  // The console keeps the game and the tab; the panel keeps the rest of the view.
  const [view, setView] = useState<Pick<View, 'game' | 'tab'>>({ game: firstGame, tab: 'builds' })
  return (
    <div style={{ height: 600 }}>
      <GameAssetsPanel
        apiBaseUrl="/"
        token="host-token"
        view={view}
        onViewChange={({ game, tab }) => setView({ game, tab })}
        queryClient={queryClient}
        documentationHosts={['docs.example.com']}
      />
    </div>
  )
}

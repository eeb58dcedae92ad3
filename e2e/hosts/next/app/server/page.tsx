// A server component that renders the package's component itself, with serialisable props only:
// the package's 'use client' makes it the client boundary.
import { GameAssetsPanel } from 'game-assets-dashboard'

export default async function ServerRendered({
  searchParams,
}: {
  searchParams: Promise<{ game?: string | string[] }>
}) {
  const { game } = await searchParams
  return (
    <main>
      <h1>Console, from a server component</h1>
      <div style={{ height: 600 }}>
        {/* A game given without onViewChange is fixed: the panel shows no picker. */}
        <GameAssetsPanel apiBaseUrl="/" view={{ game: typeof game === 'string' ? game : null }} />
      </div>
    </main>
  )
}

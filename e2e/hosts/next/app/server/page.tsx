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
        <GameAssetsPanel apiBaseUrl="/" gameId={typeof game === 'string' ? game : null} />
      </div>
    </main>
  )
}

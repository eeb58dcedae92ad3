// A server component that renders the package's component itself, with serialisable props only:
// the package's 'use client' makes it the client boundary.
import { GameAssetsPanel } from 'game-assets-dashboard'
import { Suspense } from 'react'

export default function ServerRendered({ searchParams }: PageProps<'/server'>) {
  return (
    <main>
      <h1>Console, from a server component</h1>
      {/* As on the console's first page, what reads the URL streams in behind a boundary. */}
      <Suspense fallback={<div style={{ height: 600 }} />}>
        <Panel searchParams={searchParams} />
      </Suspense>
    </main>
  )
}

async function Panel({ searchParams }: Pick<PageProps<'/server'>, 'searchParams'>) {
  const { game } = await searchParams
  return (
    <div style={{ height: 600 }}>
      {/* A game given without onViewChange is fixed: the panel shows no picker. */}
      <GameAssetsPanel apiBaseUrl="/" view={{ game: typeof game === 'string' ? game : null }} />
    </div>
  )
}

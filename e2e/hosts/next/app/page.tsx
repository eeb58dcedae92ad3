// A server component: the game comes from the URL (?game=) and goes down as a prop.
import { Suspense } from 'react'
import { AssetsPanel } from './assets-panel'

export default function Home({ searchParams }: PageProps<'/'>) {
  return (
    <main>
      <h1>Console</h1>
      {/* The URL is known only per request: with cacheComponents, what reads it streams in
          behind a boundary, and the rest of the page is prerendered. */}
      <Suspense fallback={<div style={{ height: 600 }} />}>
        <Panel searchParams={searchParams} />
      </Suspense>
    </main>
  )
}

async function Panel({ searchParams }: Pick<PageProps<'/'>, 'searchParams'>) {
  const { game } = await searchParams
  return <AssetsPanel firstGame={typeof game === 'string' ? game : null} />
}

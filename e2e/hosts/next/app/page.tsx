// A server component: the game comes from the URL (?game=) and goes down as a prop.
import { AssetsPanel } from './assets-panel'

export default async function Home({
  searchParams,
}: {
  searchParams: Promise<{ game?: string | string[] }>
}) {
  const { game } = await searchParams
  return (
    <main>
      <h1>Console</h1>
      <AssetsPanel firstGame={typeof game === 'string' ? game : null} />
    </main>
  )
}

import { TableSkeleton } from '@/components/table-skeleton'
import { PageFrame } from './page-frame'

/**
 * What index.html shows before any JavaScript runs: the page's frame around a loading table,
 * rendered at build time (scripts/page-shell-plugin.ts) and themed by prepare-shell.ts. It paints
 * once HTML and CSS are in, until the app's first render replaces it; without it nothing was
 * painted until that render (~0.5 s after navigation on a 2-core machine).
 */
export function PageShell() {
  return (
    <PageFrame scheme="light" embed={false}>
      {/* The page's one heading until the app's (the game's name) takes its place. */}
      <h1 className="sr-only">Game assets</h1>
      {/* Only where a game is named (prepare-shell.ts marks it): the start page has no table. */}
      <div className="hidden in-data-game:block">
        <TableSkeleton label="Loading the dashboard…" columns={5} pulseLate />
      </div>
    </PageFrame>
  )
}

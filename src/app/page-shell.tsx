import { TableSkeleton } from '@/components/table-skeleton'
import { PageFrame } from './page-frame'

/**
 * What index.html shows before any JavaScript has run: the page's frame (header bar, main
 * column) around a loading table, rendered to HTML at build time (scripts/page-shell-plugin.ts)
 * and put in the operator's theme by prepare-shell.ts. The browser paints it as soon as the HTML
 * and CSS are in, while the scripts and the first list are still on their way; the app replaces
 * it with its first render. Without it, nothing was painted until that render (~0.5 s after
 * navigation on a 2-core machine).
 */
export function PageShell() {
  return (
    <PageFrame scheme="light" embed={false}>
      {/* The page's one heading until the app's (the game's name) takes its place. */}
      <h1 className="sr-only">Game assets</h1>
      <TableSkeleton label="Loading the dashboard…" columns={5} pulseLate />
    </PageFrame>
  )
}

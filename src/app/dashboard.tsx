import { useMemo, useRef, useState } from 'react'
import type { RuntimeConfig } from '../api/runtime-config'
import type { AppServices } from './services'
import { useEmbedHeight } from './embed-height'
import { GameAssetsPanel } from './game-assets-panel'
import { HeaderSettings } from './header-settings'
import { PageFrame } from './page-frame'
import { readPageOptions } from './page-options'
import { themePreference, useColorScheme } from './theme'
import { useSlashFocusesSearch } from './use-slash-focuses-search'
import { useViewState } from './view-state'
import { sameTagFilters } from '../features/upload-lists/builds/build-tags'
import { formatSince, readSince } from '../features/upload-lists/since/since-param'

export type DashboardProps = {
  config: RuntimeConfig
  services: AppServices
  /** What is wrong with config.json, said above everything else. */
  configProblem?: string | undefined
}

/**
 * The standalone page: a header (token, theme, time display) around the same panel consoles
 * embed, with the view kept in the URL so a link opens it again. `?embed=1` drops the header
 * for an iframe and lets the page grow with its content.
 */
export function Dashboard({ config, services, configProblem }: DashboardProps) {
  const [view, setView] = useViewState(services.viewStore)
  const page = useMemo(() => readPageOptions(window.location.search), [])
  const [isTokenOpen, setTokenOpen] = useState(false)
  const theme = themePreference.use()
  const scheme = useColorScheme(theme)
  const rootRef = useRef<HTMLDivElement>(null)
  useSlashFocusesSearch()
  useEmbedHeight(rootRef, config.embedParentOrigin, page.embed)
  const period = { from: view.from, to: view.to }
  const problems = [configProblem, ...page.problems].filter(Boolean)
  // A `since` that is not RFC 3339 is left out (page-options.ts names it), "New only" with it.
  const since = readSince(view.since ?? null)
  const status = view.status === 'new' && since === undefined ? 'all' : view.status

  return (
    <PageFrame
      ref={rootRef}
      scheme={scheme}
      embed={page.embed}
      controls={<HeaderSettings isTokenOpen={isTokenOpen} onTokenOpenChange={setTokenOpen} />}
      banners={problems.map((problem) => (
        <p
          key={problem}
          role="status"
          className="bg-warn-soft px-4 py-2 text-center text-sm text-warn-strong"
        >
          {problem}
        </p>
      ))}
    >
      <GameAssetsPanel
        apiBaseUrl={config.apiBaseUrl}
        apiClient={services.apiClient}
        queryClient={services.queryClient}
        games={config.games}
        documentationHosts={config.documentationHosts}
        staleAfterHours={config.staleAfterHours}
        theme={theme}
        timeZone={page.timeZone}
        asOf={page.asOf}
        gameId={view.game ?? null}
        onGameChange={(game) => setView({ game })}
        tab={view.tab}
        onTabChange={(tab) => setView({ tab })}
        sort={view.sort}
        onSortChange={(sort) => setView({ sort })}
        filter={{ query: view.q, status, tags: view.tags, since, ...period }}
        // Typing replaces the history entry; choosing a status, tag, time or period adds one
        // (Back undoes it).
        onFilterChange={(next) => {
          const tags = next.tags ?? []
          const sinceChanged = next.since !== since
          setView(
            {
              q: next.query,
              status: next.status,
              tags,
              since: sinceChanged ? formatSince(next.since) : view.since,
              from: next.from,
              to: next.to,
            },
            {
              replace:
                next.status === status &&
                sameTagFilters(tags, view.tags) &&
                !sinceChanged &&
                next.from === view.from &&
                next.to === view.to,
            },
          )
        }}
        onEnterToken={() => setTokenOpen(true)}
      />
    </PageFrame>
  )
}

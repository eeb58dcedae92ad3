import { useMemo, useRef, useState } from 'react'
import type { RuntimeConfig } from '../api/runtime-config'
import type { AppServices } from './services'
import { TokenSettings } from '../features/settings/token-settings'
import { DisplaySettings } from './display-settings'
import { useEmbedHeight } from './embed-height'
import { GameAssetsPanel } from './game-assets-panel'
import { readPageOptions } from './page-options'
import { themePreference, useColorScheme } from './theme'
import { useSlashFocusesSearch } from './use-slash-focuses-search'
import { useViewState } from './view-state'

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
  const problems = [configProblem, ...page.problems].filter(Boolean)

  return (
    <div
      ref={rootRef}
      data-theme={scheme}
      // Embedded, the frame takes the content's height, so the table gets a height of its own.
      className={`flex flex-col bg-canvas text-fg ${page.embed ? '[&_[role=region]]:max-h-[48rem]' : 'h-dvh'}`}
    >
      {!page.embed && (
        <header className="bg-slate-900">
          <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <a
              href="?"
              className="flex items-center gap-2 rounded font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
            >
              <img src="favicon.svg" alt="" width={24} height={24} />
              Game assets
            </a>
            <div className="flex items-center gap-3">
              <DisplaySettings />
              <TokenSettings isOpen={isTokenOpen} onOpenChange={setTokenOpen} />
            </div>
          </div>
        </header>
      )}
      {problems.map((problem) => (
        <p
          key={problem}
          role="status"
          className="bg-warn-soft px-4 py-2 text-center text-sm text-warn-strong"
        >
          {problem}
        </p>
      ))}
      <main className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6">
        <GameAssetsPanel
          apiBaseUrl={config.apiBaseUrl}
          apiClient={services.apiClient}
          queryClient={services.queryClient}
          games={config.games}
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
          filter={{ query: view.q, status: view.status }}
          // Typing replaces the history entry; choosing a status adds one (Back undoes it).
          onFilterChange={({ query, status }) =>
            setView({ q: query, status }, { replace: status === view.status })
          }
          onEnterToken={() => setTokenOpen(true)}
        />
      </main>
    </div>
  )
}

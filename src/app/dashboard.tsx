import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { RuntimeConfig } from '@/api/runtime-config'
import type { AppServices } from './services'
import { useEmbedHeight } from './embed-height'
import { PanelRoot } from './panel-root'
import { HeaderSettings } from './header-settings'
import { pageLinkTo } from '@/features/lists/item-link'
import { PageFrame } from './page-frame'
import { readPageOptions } from './page-options'
import { themePreference, useColorScheme } from './theme'
import { useSlashFocusesSearch } from './use-slash-focuses-search'
import { useViewState } from './view-state'
import type { View } from '@/model/view'

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
  const [{ view, problems: urlProblems }, setView] = useViewState(services.viewStore)
  const page = useMemo(() => readPageOptions(window.location.search), [])
  const [isTokenOpen, setTokenOpen] = useState(false)
  const theme = themePreference.use()
  const scheme = useColorScheme(theme)
  const rootRef = useRef<HTMLDivElement>(null)
  const apiClient = useSyncExternalStore(services.clients.subscribe, services.clients.get)
  useSlashFocusesSearch()
  useEmbedHeight(rootRef, config.embedParentOrigin, page.embed)
  const problems = [configProblem, ...urlProblems, ...page.problems].filter(Boolean)

  return (
    <PageFrame
      ref={rootRef}
      scheme={scheme}
      embed={page.embed}
      controls={
        <HeaderSettings
          isTokenOpen={isTokenOpen}
          onTokenOpenChange={setTokenOpen}
          storedLists={apiClient.storedLists}
        />
      }
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
      <PanelRoot
        apiBaseUrl={config.apiBaseUrl}
        apiClient={apiClient}
        queryClient={services.queryClient}
        games={config.games}
        documentationHosts={config.documentationHosts}
        staleAfterHours={config.staleAfterHours}
        theme={theme}
        timeZone={page.timeZone}
        asOf={page.asOf}
        view={view}
        // Typing replaces the history entry; any other change adds one (Back undoes it).
        onViewChange={(next) => setView(next, { replace: replaces(view, next) })}
        linkTo={pageLinkTo}
        onEnterToken={() => setTokenOpen(true)}
        // The games picked last are kept as the lists are: in an iframe, only when it asks.
        persist={!page.embed || page.persist}
      />
    </PageFrame>
  )
}

/**
 * Whether a change replaces the history entry: typing in the search (each key would be one), or
 * the panel opening the tab that holds a link's item (Back would land where it searched from,
 * and it would search again).
 */
function replaces(view: View, next: View) {
  const changed = (Object.keys(next) as (keyof View)[]).filter((key) => next[key] !== view[key])
  const foundItem = next.item !== undefined && next.item === view.item
  return changed.every((key) => key === 'query' || (foundItem && key === 'tab'))
}

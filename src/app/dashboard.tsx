import { useMemo, useRef, useState } from 'react'
import type { RowFilter } from '../components/data-table/row-filter'
import { FailureActionsContext } from '../components/failure-actions'
import { useSlashFocusesSearch } from './use-slash-focuses-search'
import type { ConfiguredGame } from '../features/games/game-options'
import { useGameOptions } from '../features/games/game-options'
import { GamePicker } from '../features/games/game-picker'
import { TokenSettings } from '../features/settings/token-settings'
import { AssetTabs } from './asset-tabs'
import { GameHeading } from './game-heading'
import { NoGame } from './no-game'
import { DisplaySettings } from './display-settings'
import { themePreference, useColorScheme } from './theme'
import { useViewState } from './view-state'

export type DashboardProps = {
  configGames: readonly ConfiguredGame[]
  configProblem?: string | undefined
}

export function Dashboard({ configGames, configProblem }: DashboardProps) {
  const [view, setView] = useViewState()
  const [isTokenOpen, setTokenOpen] = useState(false)
  const pickerRef = useRef<HTMLInputElement>(null)
  const failureActions = useMemo(
    () => ({
      enterToken: () => setTokenOpen(true),
      chooseGame: () => {
        pickerRef.current?.focus()
        pickerRef.current?.click()
      },
    }),
    [],
  )
  const scheme = useColorScheme(themePreference.use())
  const { options, listError, rememberGame } = useGameOptions(configGames)
  const game = options.find((option) => option.id === view.game)

  // Typing replaces the history entry; choosing a status adds one (Back undoes it).
  const changeFilter = ({ query, status }: Partial<RowFilter>) =>
    setView(
      { ...(query !== undefined && { q: query }), ...(status !== undefined && { status }) },
      { replace: status === undefined },
    )
  useSlashFocusesSearch()

  const pickGame = (gameId: string) => {
    setView({ game: gameId })
    rememberGame({ id: gameId, name: options.find((option) => option.id === gameId)?.name })
  }

  return (
    <div data-theme={scheme} className="flex h-dvh flex-col bg-canvas text-fg">
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
      {configProblem && (
        <p role="status" className="bg-warn-soft px-4 py-2 text-center text-sm text-warn-strong">
          {configProblem}
        </p>
      )}
      <main className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <GamePicker
            inputRef={pickerRef}
            options={options}
            value={view.game}
            onChange={pickGame}
          />
          {listError && (
            <p className="max-w-xl text-sm text-fg-muted">
              Your games could not be listed: {listError.message} Type or paste a game id instead.
            </p>
          )}
        </div>
        {view.game === undefined ? (
          <NoGame options={options} onPick={pickGame} />
        ) : (
          <section className="flex min-h-0 flex-col gap-4 rounded-xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
            <GameHeading gameId={view.game} game={game} />
            <FailureActionsContext value={failureActions}>
              <AssetTabs
                key={view.game}
                gameId={view.game}
                gameName={game?.name ?? view.game}
                tab={view.tab}
                onTabChange={(tab) => setView({ tab })}
                sort={view.sort}
                onSortChange={(sort) => setView({ sort })}
                filter={{ query: view.q, status: view.status }}
                onFilterChange={changeFilter}
              />
            </FailureActionsContext>
          </section>
        )}
      </main>
    </div>
  )
}

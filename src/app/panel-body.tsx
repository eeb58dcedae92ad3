import { useRef, type KeyboardEvent } from 'react'
import { useGameOptions, type ConfiguredGame } from '@/features/games/game-options'
import { useView } from './view-context'
import { GamePicker } from '@/features/games/game-picker'
import { AssetTabs } from './asset-tabs'
import { GameHeading, GameIdBeside } from './game-heading'
import { NoGame } from './no-game'
import { Overview } from './overview/overview'
import type { ColorScheme } from './theme'
import { focusSearchOnSlash } from './use-slash-focuses-search'

export type PanelBodyProps = {
  scheme: ColorScheme
  games: readonly ConfiguredGame[]
  /** Hosts besides the service's whose pages an API error may link to. */
  documentationHosts: readonly string[] | undefined
  /** Opens the host's token field, if it has one ("Enter a token" after a 401). */
  onEnterToken: (() => void) | undefined
  /** What the host asked for that the panel could not do (an item id it refused), in words. */
  problem?: string | undefined
  /** Whether the games picked are remembered on this device (the panel's `persist`). */
  persist: boolean
}

/**
 * The panel's face: the game picker, then the chosen game's tabs. It owns no state (it reads the
 * panel's view) and listens to nothing outside its own element.
 */
export function PanelBody({
  scheme,
  games,
  documentationHosts,
  onEnterToken,
  problem,
  persist,
}: PanelBodyProps) {
  const { view, change, canPickGame } = useView()
  const gameId = view.game
  const pickerRef = useRef<HTMLInputElement>(null)
  const { options, listError, isListLoading, rememberGame } = useGameOptions(games)
  const game = options.find((option) => option.id === gameId)
  // The overview's games: those the token can see and config.json's, not those only opened here.
  const overviewGames = options.filter((option) => option.source !== 'recent')
  const pickGame = canPickGame
    ? (id: string) => {
        change({ game: id })
        if (persist) rememberGame({ id, name: options.find((option) => option.id === id)?.name })
      }
    : undefined
  // Plain: its callbacks are new on every render of the page above, so a memo would never hold.
  const failureActions = {
    documentationHosts,
    enterToken: onEnterToken,
    chooseGame: pickGame
      ? () => {
          pickerRef.current?.focus()
          pickerRef.current?.click()
        }
      : undefined,
  }

  return (
    <div
      data-theme={scheme}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) =>
        focusSearchOnSlash(event.nativeEvent, event.currentTarget)
      }
      className="@container flex h-full min-h-0 flex-col gap-3 bg-canvas font-sans text-base/normal text-fg"
    >
      {problem && (
        <p
          role="status"
          className="rounded-lg bg-warn-soft px-3 py-2 text-sm text-warn-strong ring-1 ring-warn-line"
        >
          {problem}
        </p>
      )}
      {pickGame && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <GamePicker
            inputRef={pickerRef}
            options={options}
            value={gameId ?? undefined}
            onChange={pickGame}
            onAllGames={overviewGames.length > 0 ? () => change({ game: null }) : undefined}
          />
          {gameId !== null && <GameIdBeside gameId={gameId} game={game} />}
          {listError && (
            <p className="max-w-xl text-sm text-fg-muted">
              Your games could not be listed: {listError.message} Type or paste a game id instead.
            </p>
          )}
        </div>
      )}
      {gameId === null && (overviewGames.length > 0 || isListLoading) ? (
        <Overview games={overviewGames} listing={isListLoading} />
      ) : gameId === null ? (
        <NoGame options={options} onPick={pickGame ?? (() => undefined)} />
      ) : (
        <section className="flex min-h-0 flex-col gap-3 rounded-xl bg-surface p-3 shadow-sm ring-1 ring-line @3xl:p-4">
          <GameHeading gameId={gameId} game={game} besidePicker={pickGame !== undefined} />
          <AssetTabs
            key={gameId}
            gameId={gameId}
            gameName={game?.name ?? gameId}
            failureActions={failureActions}
          />
        </section>
      )}
    </div>
  )
}

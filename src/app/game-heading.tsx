import type { GameOption } from '@/features/games/game-options'
import { echoText } from '@/lib/bound-text'

export type GameHeadingProps = {
  gameId: string
  game: GameOption | undefined
  /**
   * The picker above shows the game already: the heading is for screen readers only, and the
   * id shows beside the picker (GameIdBeside), so nothing is said twice on screen.
   */
  besidePicker?: boolean
}

/** The game's name with its id below; a game known only by id (typed or linked) shows the id. */
export function GameHeading({ gameId, game, besidePicker = false }: GameHeadingProps) {
  // The id may come from a link, the name from the API: shown bounded, overrides made visible.
  const idText = echoText(gameId)
  if (besidePicker) return <h1 className="sr-only">{game?.name ? echoText(game.name) : idText}</h1>
  if (!game?.name) {
    return <h1 className="font-mono text-lg font-semibold break-all text-fg">{idText}</h1>
  }
  return (
    <div className="min-w-0">
      <h1 dir="auto" className="truncate text-xl font-semibold text-fg">
        {echoText(game.name)}
      </h1>
      <p className="font-mono text-xs break-all text-fg-muted">{idText}</p>
    </div>
  )
}

/** Beside the picker, the id of the game it shows by name (a game known only by id: nothing). */
export function GameIdBeside({ gameId, game }: Omit<GameHeadingProps, 'besidePicker'>) {
  if (!game?.name) return null
  return <p className="font-mono text-xs break-all text-fg-muted">{echoText(gameId)}</p>
}

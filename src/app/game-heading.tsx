import type { GameOption } from '../features/games/game-options'
import { echoText } from '../lib/bound-text'

export type GameHeadingProps = { gameId: string; game: GameOption | undefined }

/** The game's name with its id below; a game known only by id (typed or linked) shows the id. */
export function GameHeading({ gameId, game }: GameHeadingProps) {
  // The id may come from a link, the name from the API: shown bounded, overrides made visible.
  const idText = echoText(gameId)
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

import type { GameOption } from '../features/games/game-options'

export type GameHeadingProps = { gameId: string; game: GameOption | undefined }

export function GameHeading({ gameId, game }: GameHeadingProps) {
  return (
    <div className="min-w-0">
      <h1 dir="auto" className="truncate text-xl font-semibold text-slate-900">
        {game?.name ?? 'Game'}
      </h1>
      <p className="font-mono text-xs break-all text-slate-600">{gameId}</p>
    </div>
  )
}

import { listKindNames, listKinds } from '@/model/list-kinds'
import { GameLabel } from '@/features/games/game-logo'
import type { GameOption } from '@/features/games/game-options'

/** "builds, CDN sites and custom avatars" */
const plurals = listKindNames.map((kind) => listKinds[kind].plural)
const allPlurals = `${plurals.slice(0, -1).join(', ')} and ${plurals.at(-1)}`

export type NoGameProps = { options: readonly GameOption[]; onPick: (gameId: string) => void }

/** Before a game is chosen: the known games as one-click shortcuts. */
export function NoGame({ options, onPick }: NoGameProps) {
  return (
    <section className="rounded-xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-8">
      <h1 className="text-lg font-semibold text-fg">Choose a game</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Pick a game above, or paste its game id, to see its {allPlurals}.
      </p>
      {options.length > 0 && (
        <ul className="mt-6 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => onPick(option.id)}
                className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left ring-1 ring-line hover:bg-surface-muted hover:ring-accent/50 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <GameLabel
                  game={option}
                  logoClassName="size-9 text-sm"
                  nameClassName="text-sm text-fg"
                  idClassName="text-fg-subtle"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

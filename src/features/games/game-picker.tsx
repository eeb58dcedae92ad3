import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import { ChevronDownIcon } from '@/components/icons'
import { echoText } from '@/lib/bound-text'
import { filterGames, type PickerChoice } from './filter-games'
import { GameLabel, GameLogo } from './game-logo'
import type { GameOption } from './game-options'

export type GamePickerProps = {
  /** Lets the page move focus here ("choose another game" after an error). */
  inputRef?: Ref<HTMLInputElement>
  options: readonly GameOption[]
  value: string | undefined
  onChange: (gameId: string) => void
  /** With a game chosen, the list's first choice, "All games", leads here (the overview). */
  onAllGames?: (() => void) | undefined
}

/** The choice that leaves the game for the overview; its id is no game's. */
const ALL_GAMES: PickerChoice = { id: '', name: 'All games', typed: false }

/** What the closed field shows: the id may come from a link, the name from the API. */
const gameLabel = (game: GameOption | undefined, id: string | undefined) =>
  id === undefined ? '' : (game?.name ?? id)

/** An ARIA combobox: type to filter by name or id, or paste any game id and press Enter. */
export function GamePicker({ inputRef, options, value, onChange, onAllGames }: GamePickerProps) {
  const id = useId()
  const [text, setText] = useState<string>()
  const [active, setActive] = useState(0)
  const isOpen = text !== undefined
  // "All games" leads the list until the operator types.
  const allGames = onAllGames && value !== undefined && !text?.trim() ? [ALL_GAMES] : []
  const choices = isOpen ? [...allGames, ...filterGames(options, text)] : []
  const activeChoice = choices[Math.min(active, choices.length - 1)]
  const chosen = options.find((option) => option.id === value)
  const showsLogo = !isOpen && value !== undefined

  const close = () => setText(undefined)
  const choose = (choice: PickerChoice | undefined) => {
    if (!choice) return
    close()
    if (choice === ALL_GAMES) onAllGames?.()
    else onChange(choice.id)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }
    if (event.key in moves) {
      event.preventDefault()
      if (!isOpen) setText('')
      setActive((index) =>
        Math.max(0, Math.min(choices.length - 1, index + (moves[event.key] ?? 0))),
      )
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault()
      choose(activeChoice)
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div className="relative w-full max-w-md">
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-label="Game"
          aria-expanded={isOpen}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={
            isOpen && activeChoice ? `${id}-option-${choices.indexOf(activeChoice)}` : undefined
          }
          autoComplete="off"
          spellCheck={false}
          placeholder="Search games or paste a game id"
          value={text ?? echoText(gameLabel(chosen, value))}
          onChange={(event) => {
            setText(event.target.value)
            setActive(0)
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => !isOpen && setText('')}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={`w-full rounded-md border-0 bg-surface py-2 pr-9 ${showsLogo ? 'pl-11' : 'pl-3'} text-sm text-fg shadow-xs ring-1 ring-line-strong ring-inset placeholder:text-fg-subtle focus:ring-2 focus:ring-accent focus:outline-none`}
        />
        {showsLogo && (
          <span className="pointer-events-none absolute top-1/2 left-3 flex -translate-y-1/2">
            <GameLogo label={gameLabel(chosen, value)} logoUrl={chosen?.logoUrl} />
          </span>
        )}
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle" />
      </div>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label="Games"
        hidden={!isOpen || choices.length === 0}
        className="absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-md bg-surface py-1 text-sm shadow-lg ring-1 ring-fg/10"
      >
        {choices.map((choice, index) => (
          <li
            key={choice === ALL_GAMES ? 'all' : `${choice.typed ? 'typed' : 'known'}-${choice.id}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={choice === activeChoice}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(choice)}
            onMouseMove={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${choice === activeChoice ? 'bg-accent text-on-accent' : 'text-fg'}`}
          >
            {choice === ALL_GAMES ? (
              <span className="font-medium">All games</span>
            ) : choice.typed ? (
              <span>
                Open game id <span className="font-mono">{echoText(choice.id)}</span>
              </span>
            ) : (
              <GameLabel
                game={choice}
                logoClassName="size-8 text-xs"
                idClassName={choice === activeChoice ? 'text-on-accent-muted' : 'text-fg-subtle'}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

import type { GameOption } from './game-options'

export type PickerChoice = {
  id: string
  name: string | undefined
  typed: boolean
  logoUrl?: string | undefined
}

/**
 * The options matching what the operator typed (by name or id, any case), and, when the text is
 * not exactly a known id, the text itself as a game id to open: an operator with only a game
 * cloud token has no list and pastes the id.
 */
export function filterGames(options: readonly GameOption[], text: string): PickerChoice[] {
  const query = text.trim().toLowerCase()
  const matches = options
    .filter(
      (option) =>
        !query ||
        option.id.toLowerCase().includes(query) ||
        option.name?.toLowerCase().includes(query),
    )
    .map((option) => ({ id: option.id, name: option.name, typed: false, logoUrl: option.logoUrl }))
  const typedId = text.trim()
  const isKnown = options.some((option) => option.id === typedId)
  return typedId && !isKnown ? [...matches, { id: typedId, name: undefined, typed: true }] : matches
}

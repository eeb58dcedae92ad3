import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
import { GameHeading, GameIdBeside } from './game-heading'

const GAME_ID = 'b6f5c2a4-3e1d-4f7a-9c8b-2d4e6f8a0b1c'

describe('GameHeading', () => {
  it("shows an override in the game's name from the API as ⟨U+202E⟩", () => {
    const game = { id: GAME_ID, name: 'Space \u202ESrediaR', source: 'api' as const }
    renderUi(<GameHeading gameId={GAME_ID} game={game} />)
    expect(screen.getByRole('heading')).toHaveTextContent('Space ⟨U+202E⟩SrediaR')
    expect(screen.getByText(GAME_ID)).toBeInTheDocument()
  })

  it('shows a linked id of 8,000 characters cut, saying how long it was', () => {
    renderUi(<GameHeading gameId={`\u202E${'x'.repeat(7_999)}`} game={undefined} />)
    expect(screen.getByRole('heading')).toHaveTextContent(
      `⟨U+202E⟩${'x'.repeat(192)}… (8,000 characters)`,
    )
  })

  it('beside the picker, is for screen readers only, and the id shows beside the picker', () => {
    const game = { id: GAME_ID, name: 'Space Raiders', source: 'api' as const }
    renderUi(
      <>
        <GameIdBeside gameId={GAME_ID} game={game} />
        <GameHeading gameId={GAME_ID} game={game} besidePicker />
      </>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Space Raiders' })).toHaveClass('sr-only')
    expect(screen.getByText(GAME_ID)).not.toHaveClass('sr-only')
  })

  it('beside the picker, a game known only by id is named by the picker alone', () => {
    renderUi(
      <>
        <GameIdBeside gameId={GAME_ID} game={undefined} />
        <GameHeading gameId={GAME_ID} game={undefined} besidePicker />
      </>,
    )
    expect(screen.getByRole('heading', { level: 1, name: GAME_ID })).toHaveClass('sr-only')
    expect(screen.getAllByText(GAME_ID)).toHaveLength(1)
  })
})

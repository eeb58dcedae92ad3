import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../test/render'
import { GameHeading } from './game-heading'

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
})

import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiClientContext } from '@/api/client-context'
import { createApiClient } from '@/api/client'
import { GameLabel, GameLogo, initialsOf } from './game-logo'

describe('initialsOf', () => {
  it.each([
    ['Space Raiders', 'SR'],
    ['Empty Game', 'EG'],
    ['load-test-1000', 'LT'],
    ['Load test, 1,000 items', 'LT'],
    ['ビルド 東京', 'ビ東'],
    ['élan vital', 'ÉV'],
    ['\u202Eevil name', 'EN'],
    ['🚀 ship', 'S'],
    ['!!!', '?'],
  ])('%j → %j', (label, initials) => {
    expect(initialsOf(label)).toBe(initials)
  })
})

const logo = () => document.querySelector('img')

describe('GameLogo', () => {
  it('shows the logo from an absolute https URL, as decoration beside the name', () => {
    render(<GameLogo label="Space Raiders" logoUrl="https://cdn.example.com/sr.png" />)
    expect(logo()).toHaveAttribute('src', 'https://cdn.example.com/sr.png')
    expect(logo()).toHaveAttribute('alt', '')
    expect(logo()).toHaveAttribute('referrerpolicy', 'no-referrer')
  })

  it("resolves a relative logo against the API's base URL, not the page", () => {
    const client = createApiClient({ baseUrl: 'https://api.example.com/v1', getToken: () => '' })
    render(
      <ApiClientContext value={client}>
        <GameLogo label="Space Raiders" logoUrl="logos/sr.png" />
      </ApiClientContext>,
    )
    expect(logo()).toHaveAttribute('src', 'https://api.example.com/v1/logos/sr.png')
  })

  it('shows the initials without a logo, for a logo that is not http(s), and when it fails', () => {
    const { rerender, container } = render(<GameLogo label="Space Raiders" logoUrl={undefined} />)
    expect(container).toHaveTextContent('SR')
    rerender(<GameLogo label="Space Raiders" logoUrl="javascript:alert(1)" />)
    expect(logo()).toBeNull()
    expect(container).toHaveTextContent('SR')

    rerender(<GameLogo label="Space Raiders" logoUrl="https://cdn.example.com/gone.png" />)
    fireEvent.error(logo()!)
    expect(logo()).toBeNull()
    expect(screen.getByText('SR')).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('GameLabel', () => {
  it('shows an override in a name or id as ⟨U+202E⟩, and cuts a long id; initials from the name', () => {
    const game = { id: `id\u202E${'9'.repeat(5_000)}`, name: 'Space \u202ESrediaR' }
    const { container } = render(<GameLabel game={game} logoClassName="" idClassName="" />)
    expect(screen.getByText('Space ⟨U+202E⟩SrediaR')).toBeInTheDocument()
    expect(screen.getByText(`id⟨U+202E⟩${'9'.repeat(190)}… (5,003 characters)`)).toBeInTheDocument()
    expect(container.querySelector('[data-initials]')).toHaveTextContent('SS')
  })
})

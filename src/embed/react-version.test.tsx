import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'

// React 19 passes wherever the panel renders in the other tests.
vi.mock('react', async (original) => ({ ...(await original<object>()), version: '18.3.1' }))

const PROBLEM =
  /needs React 19 or later, and this page has React 18\.3\.1\. On React 18, use the element entry, game-assets-dashboard\/element/

it('tells a React 18 console, in words, to use the element entry', async () => {
  const { requireReact19 } = await import('./react-version')
  expect(requireReact19).toThrow(PROBLEM)
})

it('says so in its own box on a React 18 console, which goes on around it', async () => {
  const { GameAssetsPanel } = await import('./shadow-panel')
  render(
    <main>
      <h1>Operator console</h1>
      <GameAssetsPanel apiBaseUrl="https://api.example.com" />
    </main>,
  )
  expect(screen.getByRole('alert')).toHaveTextContent(PROBLEM)
  expect(screen.getByRole('heading', { name: 'Operator console' })).toBeVisible()
})

import { expect, it, vi } from 'vitest'

// React 19 passes wherever the panel renders in the other tests.
vi.mock('react', async (original) => ({ ...(await original<object>()), version: '18.3.1' }))

it('tells a React 18 console, in words, to use the element entry', async () => {
  const { requireReact19 } = await import('./react-version')
  expect(requireReact19).toThrow(
    /needs React 19 or later, and this page has React 18\.3\.1\. On React 18, use the element entry, game-assets-dashboard\/element/,
  )
})

import { expect, it, vi } from 'vitest'

const react = vi.hoisted(() => ({ version: '18.3.1' }))
vi.mock('react', async (original) => ({ ...(await original<object>()), ...react }))

it('tells a React 18 console, in words, to use the element entry', async () => {
  const { requireReact19 } = await import('./react-version')
  expect(requireReact19).toThrow(
    /needs React 19 or later, and this page has React 18\.3\.1\. On React 18, use the element entry, game-assets-dashboard\/element/,
  )
  react.version = '19.0.0'
  expect(requireReact19).not.toThrow()
})

// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'

/*
 * Where there is no DOM (Node, a server render in Next.js), importing either entry never throws,
 * nothing is registered, and the React component renders its placeholder only: the element that
 * fills its container, which the browser's first render matches (no hydration warning).
 */
it('imports both entries with no DOM, and registers nothing', async () => {
  expect(typeof HTMLElement).toBe('undefined')
  const { defineGameAssetsPanel, GameAssetsPanelElement } = await import('./index')
  await import('./element')
  expect(defineGameAssetsPanel()).toBe(GameAssetsPanelElement)
  expect(typeof customElements).toBe('undefined')
})

it('renders the panel on a server as its placeholder, the size of its container', async () => {
  const { GameAssetsPanel } = await import('./index')
  const html = renderToString(<GameAssetsPanel apiBaseUrl="/" view={{ game: 'g' }} />)
  expect(html).toBe('<div style="display:block;height:100%"></div>')
})

// A React 18 console: the element entry brings its own React, so the console's stays 18.
import 'game-assets-dashboard/element'
import type {
  GameAssetsPanelAttributes,
  GameAssetsPanelElement,
  TabId,
} from 'game-assets-dashboard/element'
import { StrictMode, useCallback, useState, type HTMLAttributes, type Ref } from 'react'
import { createRoot } from 'react-dom/client'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 18's JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      // Attributes only: React 18 writes every prop as an attribute, where a token would show.
      'game-assets-panel': HTMLAttributes<GameAssetsPanelElement> &
        GameAssetsPanelAttributes & { ref?: Ref<GameAssetsPanelElement> }
    }
  }
}

const gameId = new URLSearchParams(location.search).get('game') ?? undefined

function Console() {
  const [picked, setPicked] = useState<TabId>()
  // React 18 sets attributes, not properties, on custom elements: the token (a property only)
  // and the listener are set on the element itself, in a ref callback, which runs as React puts
  // the element on the page, before the panel asks for anything. An effect would run after it
  // has asked, without the token.
  const attach = useCallback((element: GameAssetsPanelElement | null) => {
    if (!element) return
    element.token = 'host-token'
    element.addEventListener('gameassetschange', (event) => setPicked(event.detail.tab))
  }, [])
  return (
    <>
      <game-assets-panel
        ref={attach}
        api-base-url={location.origin}
        game-id={gameId}
        style={{ display: 'block', height: 600 }}
      />
      <output id="picked">{picked}</output>
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Console />
  </StrictMode>,
)

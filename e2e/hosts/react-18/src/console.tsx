// A React 18 console: the element entry brings its own React, so the console's stays 18.
import 'game-assets-dashboard/element'
import type { GameAssetsPanelElement } from 'game-assets-dashboard/element'
import { StrictMode, useEffect, useRef, useState, type HTMLAttributes, type RefObject } from 'react'
import { createRoot } from 'react-dom/client'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 18's JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      'game-assets-panel': HTMLAttributes<GameAssetsPanelElement> & {
        ref?: RefObject<GameAssetsPanelElement>
        'api-base-url'?: string
        'game-id'?: string
        'hide-picker'?: boolean
      }
    }
  }
}

const gameId = new URLSearchParams(location.search).get('game') ?? undefined

function Console() {
  const panel = useRef<GameAssetsPanelElement>(null)
  const [picked, setPicked] = useState<string>()
  useEffect(() => {
    const element = panel.current
    if (!element) return
    // React 18 sets attributes, not properties, on custom elements: the token (a property
    // only) and the listener are set on the element itself.
    element.token = 'host-token'
    const onChange = (event: CustomEvent<{ tab: string }>) => setPicked(event.detail.tab)
    element.addEventListener('gameassetschange', onChange)
    return () => element.removeEventListener('gameassetschange', onChange)
  }, [])
  return (
    <>
      <game-assets-panel
        ref={panel}
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

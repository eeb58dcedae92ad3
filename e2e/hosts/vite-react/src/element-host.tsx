// A React console that uses the element (registered with its own React) in JSX.
import { defineGameAssetsPanel } from 'game-assets-dashboard'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

defineGameAssetsPanel()
const gameId = new URLSearchParams(location.search).get('game') ?? undefined

function Console() {
  const [picked, setPicked] = useState<string>()
  return (
    <>
      <game-assets-panel
        api-base-url={location.origin}
        game-id={gameId}
        token="host-token"
        hide-picker
        // Typed by the package: `event.detail` needs no cast.
        ongameassetschange={(event) => setPicked(event.detail.tab)}
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

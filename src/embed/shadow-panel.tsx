import { useCallback, useEffect, useState, type CSSProperties } from 'react'
import { createPortal } from 'react-dom'
import { PanelRoot, type GameAssetsPanelProps } from '@/app/panel-root'
import { embeddedListLoader, panelShown } from './embedded-list-loader'
import { preparePanelShadow } from './panel-styles'
import { react19Problem } from './react-version'

const hostStyle: CSSProperties = { display: 'block', height: '100%' }
const problemStyle: CSSProperties = {
  display: 'block',
  padding: '12px 16px',
  border: '1px solid #b45309',
  borderRadius: 8,
  font: '14px/1.5 system-ui, sans-serif',
}

/**
 * The panel for React hosts: the dashboard in the shadow root of its own element, which fills its
 * container, so the page's CSS and the panel's cannot reach each other. React listens on the
 * portal's container, so clicks and keys work as anywhere. On a server it renders the empty host
 * element; the shadow root and panel come in the browser, so hydration finds what it expects.
 */
export function GameAssetsPanel(props: GameAssetsPanelProps) {
  // On React 18 it says why in its own box: the console around it goes on.
  const problem = react19Problem()
  if (problem) {
    return (
      <div role="alert" style={problemStyle}>
        {problem}
      </div>
    )
  }
  return <ShadowPanel {...props} />
}

function ShadowPanel(props: GameAssetsPanelProps) {
  const [root, setRoot] = useState<HTMLElement>()
  // The list worker ends with the page's last panel.
  useEffect(panelShown, [])
  // A ref callback, not an effect: it runs again only if the host element itself changes.
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (host) setRoot(preparePanelShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' })))
  }, [])
  return (
    <div ref={attach} style={hostStyle}>
      {root && createPortal(<PanelRoot {...props} listLoader={embeddedListLoader()} />, root)}
    </div>
  )
}

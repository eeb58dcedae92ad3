/*
 * A React host page's own script, as a console team would write it: it keeps the game and tab
 * of the view in its state and renders the library's GameAssetsPanel. Bundled with React by the
 * e2e test (support/embed-host.ts), importing the built library (dist-lib/index.js).
 * `window.reactHost.setProps(patch)` lets a test change the props; `changes` lists the picks.
 */
import { GameAssetsPanel } from 'game-assets-dashboard'
import { createElement, StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const container = document.getElementById('react-panel')
const changes = []

function Host({ initialGameId, initialTab, ...props }) {
  // The host keeps the game and the tab of the view; the panel keeps the rest.
  const [view, setView] = useState({ game: initialGameId ?? null, tab: initialTab ?? 'builds' })
  return createElement(GameAssetsPanel, {
    ...props,
    view,
    onViewChange: ({ game, tab }) => {
      if (game !== view.game) changes.push({ gameId: game })
      if (tab !== view.tab) changes.push({ tab })
      setView({ game, tab })
    },
    onColumnsChange: (columns) => changes.push({ columns }),
  })
}

const root = createRoot(container)
let props = JSON.parse(container.dataset.props)
const render = () => root.render(createElement(StrictMode, null, createElement(Host, props)))

window.reactHost = {
  changes,
  setProps(patch) {
    props = { ...props, ...patch }
    render()
  },
}
render()

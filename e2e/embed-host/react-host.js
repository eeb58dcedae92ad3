/*
 * A React host page's own script, as a console team would write it: it keeps the game and tab
 * in its state and renders the library's GameAssetsPanel. Bundled with React by the e2e test
 * (support/embed-host.ts), importing the built library (dist-lib/index.js).
 * `window.reactHost.setProps(patch)` lets a test change the props; `changes` lists the picks.
 */
import { GameAssetsPanel } from 'game-assets-dashboard'
import { createElement, StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const container = document.getElementById('react-panel')
const changes = []

function Host({ initialGameId, initialTab, ...props }) {
  const [gameId, setGameId] = useState(initialGameId ?? null)
  const [tab, setTab] = useState(initialTab ?? 'builds')
  return createElement(GameAssetsPanel, {
    ...props,
    gameId,
    onGameChange: (next) => {
      changes.push({ gameId: next })
      setGameId(next)
    },
    tab,
    onTabChange: (next) => {
      changes.push({ tab: next })
      setTab(next)
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

// A page without a bundler: the import map names the file the server serves.
import 'game-assets-dashboard/element'

const panel = document.querySelector('game-assets-panel')
panel.token = 'host-token'
panel.setAttribute('api-base-url', location.origin)
panel.setAttribute('game-id', new URLSearchParams(location.search).get('game') ?? '')
panel.addEventListener('gameassetschange', (event) => {
  document.getElementById('picked').textContent = event.detail.tab
})

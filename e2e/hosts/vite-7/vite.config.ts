import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Vite 7's dev server bundles packages into node_modules/.vite/deps/, where the package's
  // list worker is not: served as installed, the package finds it beside its entries.
  optimizeDeps: { exclude: ['game-assets-dashboard'] },
  // The console's pages ask their own origin for the API (`apiBaseUrl`); the dev server
  // passes those requests on to it.
  server: {
    proxy: {
      '/cloud': {
        target: process.env.GAME_ASSETS_API ?? 'https://api.example.com',
        changeOrigin: true,
      },
    },
  },
})

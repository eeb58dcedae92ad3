import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Vite 7's dev server bundles packages into node_modules/.vite/deps/, where the package's
  // list worker is not: served as installed, the package finds it beside its entries. Its
  // react-table is still bundled (a CommonJS store inside), as Vite's docs ask of an excluded
  // package's CommonJS dependencies.
  optimizeDeps: {
    exclude: ['game-assets-dashboard'],
    include: ['game-assets-dashboard > @tanstack/react-table'],
  },
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

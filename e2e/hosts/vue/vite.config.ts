import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    vue({
      // <game-assets-panel> is a custom element, not a Vue component.
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'game-assets-panel' } },
    }),
  ],
  base: './',
  build: { rolldownOptions: { input: ['index.html', 'baseline.html'] } },
})

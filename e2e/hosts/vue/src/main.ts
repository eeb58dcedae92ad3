import 'game-assets-dashboard/element'
import { createApp } from 'vue'
import App from './App.vue'

createApp(App).mount('#app')

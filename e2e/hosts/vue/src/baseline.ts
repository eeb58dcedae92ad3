// The same console without the panel: what the panel adds is measured against this page.
import { createApp, h } from 'vue'

createApp({ render: () => h('p', 'No panel here.') }).mount('#app')

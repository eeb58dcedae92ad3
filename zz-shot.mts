import { launchChromium } from './scripts/chromium.ts'
const b = await launchChromium()
const [url, width, out, scheme, wait] = process.argv.slice(2)
const p = await b.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: (scheme ?? 'light') as 'light' })
p.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)))
await p.goto(url!)
await p.waitForTimeout(Number(wait ?? 8000))
await p.screenshot({ path: out!, fullPage: false })
await b.close()

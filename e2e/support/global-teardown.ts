import { rmSync } from 'node:fs'
import { hostsDir } from './package-host'

/** After the run: its consoles' installs (a Next.js one is about 400 MB) go. */
export default function removeHosts() {
  rmSync(hostsDir(), { recursive: true, force: true })
}

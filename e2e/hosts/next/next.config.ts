import type { NextConfig } from 'next'

// The console's API calls go to its own origin: /cloud/… is passed on to the game cloud API
// (in the test, the preview server). Next.js reads rewrites at build time (routes-manifest.json),
// so API_ORIGIN must be set for `next build`.
const apiOrigin = process.env.API_ORIGIN
if (!apiOrigin) throw new Error('Set API_ORIGIN to the game cloud API’s origin')

// create-next-app 16's settings, and the rewrite.
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  async rewrites() {
    return [{ source: '/cloud/:path*', destination: `${apiOrigin}/cloud/:path*` }]
  },
}

export default nextConfig

// The console's API calls go to its own origin: /cloud/… is passed on to the game cloud API
// (in the test, the preview server). Next.js reads rewrites at build time (routes-manifest.json),
// so API_ORIGIN must be set for `next build`.
const apiOrigin = process.env.API_ORIGIN
if (!apiOrigin) throw new Error('Set API_ORIGIN to the game cloud API’s origin')

/** @type {import('next').NextConfig} */
const nextConfig = {
  async rewrites() {
    return [{ source: '/cloud/:path*', destination: `${apiOrigin}/cloud/:path*` }]
  },
}

export default nextConfig

import type { Plugin } from 'vite'
import { parseOrigin } from '../src/lib/origin.ts'

/**
 * The origin of an API URL, checked: the value ends up inside the policy, so anything but a
 * plain http(s) origin (a typo, a stray `;` or quote) stops the build instead of weakening it.
 */
function toOrigin(value: string): string {
  const origin = parseOrigin(value, { withPath: true })
  if (origin === undefined) {
    throw new Error(
      `"${value}" is not an http(s) origin like https://api.example.com: no wildcard, no comma-separated list (separate origins with spaces). Check CSP_API_ORIGINS and API_BASE_URL.`,
    )
  }
  return origin
}

/**
 * The policy for the built app. No inline style and no `data:` images: nothing in the app needs
 * them (React sets styles through the CSSOM, icons are inline SVG elements). No inline script
 * but those `inlineScripts` allows by their hashes (the page shell's, page-shell-plugin.ts). API
 * origins may connect and serve images, as the reference API serves its own sample avatars;
 * `imageOrigins` may only serve images (avatars and logos on an http host, which `https:` misses).
 * Directives a `<meta>` policy ignores (frame-ancestors, report-uri, sandbox) are left out:
 * Chromium warns about each one in the console.
 */
export function buildContentSecurityPolicy(
  apiOrigins: string[],
  inlineScripts: string[] = [],
  imageOrigins: string[] = [],
): string {
  const origins = [...new Set(apiOrigins.map(toOrigin))]
  const images = [...new Set([...origins, ...imageOrigins.map(toOrigin)])]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'https:', ...images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins],
    // The list worker (src/api/list-stream/list-worker.ts), a module of the page's own origin.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** `CSP_API_ORIGINS` (space-separated) and the origin of `API_BASE_URL`, when set. */
export function apiOriginsFromEnv(env: Record<string, string | undefined>): string[] {
  const listed = env.CSP_API_ORIGINS?.split(/\s+/).filter(Boolean) ?? []
  return env.API_BASE_URL ? [...listed, env.API_BASE_URL] : listed
}

/** `CSP_IMAGE_ORIGINS` (space-separated): hosts of avatars and logos that `https:` does not cover. */
export function imageOriginsFromEnv(env: Record<string, string | undefined>): string[] {
  return env.CSP_IMAGE_ORIGINS?.split(/\s+/).filter(Boolean) ?? []
}

/**
 * Puts the policy first in the built index.html's `<head>`, so it covers everything after it.
 * Build only: the dev server injects inline scripts (React Refresh) that it would block.
 */
export function contentSecurityPolicy(
  apiOrigins = apiOriginsFromEnv(process.env),
  inlineScripts: string[] = [],
  imageOrigins = imageOriginsFromEnv(process.env),
): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: buildContentSecurityPolicy(apiOrigins, inlineScripts, imageOrigins),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}

/*
 * The build puts a Content-Security-Policy in index.html that lets the page connect only to the
 * API origins known at build time, while config.json can point it anywhere later. When the two
 * disagree every request fails with the same bare network error, so this says why instead.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:$/
// [scheme://]host[:port][/path], host possibly `*` or `*.example.com`, port possibly `*`.
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/*]+)(?::(\*|\d+))?(?:\/.*)?$/

/** `http:` in a policy also allows `https:`: CSP lets a request upgrade, never downgrade. */
const schemeAllows = (allowed: string, actual: string) =>
  allowed === actual || (allowed === 'http:' && actual === 'https:')

const hostAllows = (allowed: string, actual: string) =>
  allowed === '*' ||
  (allowed.startsWith('*.') ? actual.endsWith(allowed.slice(1)) : allowed === actual)

const DEFAULT_PORTS: Record<string, string | undefined> = { 'http:': '80', 'https:': '443' }

/**
 * Whether one source expression allows `url`, following CSP Level 3 for origins. A path in the
 * source is not checked: the question here is the API's origin, and passing it errs towards
 * no warning rather than a false one.
 */
function sourceAllows(source: string, url: URL, self: URL): boolean {
  if (source === "'self'") {
    // Also the same host and port over https (or wss), as CSP allows upgrading.
    const upgraded =
      ['https:', 'wss:'].includes(url.protocol) ||
      (self.protocol === 'http:' && url.protocol === 'ws:')
    return (
      url.origin === self.origin ||
      (url.hostname === self.hostname && url.port === self.port && upgraded)
    )
  }
  if (source.startsWith("'")) return false // 'none', nonces, hashes: no URL matches them.
  if (source === '*')
    return ['http:', 'https:', 'ws:', 'wss:', self.protocol].includes(url.protocol)
  if (SCHEME.test(source)) return schemeAllows(source, url.protocol)
  const [, scheme, host = '', port] = HOST_SOURCE.exec(source) ?? []
  if (!host) return false
  const allowedScheme = scheme ? `${scheme}:` : self.protocol
  if (!schemeAllows(allowedScheme, url.protocol) || !hostAllows(host, url.hostname)) return false
  const actualPort = url.port || DEFAULT_PORTS[url.protocol]
  if (port === '*') return true
  if (port === undefined) return url.port === ''
  return port === actualPort || (port === '80' && actualPort === '443')
}

/** The sources of `connect-src` (or of `default-src` without it); undefined: no restriction. */
function connectSources(policy: string): string[] | undefined {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/)
    // The first of a repeated directive counts; later ones are ignored.
    if (name && !directives.has(name)) directives.set(name, sources)
  }
  return directives.get('connect-src') ?? directives.get('default-src')
}

/**
 * One sentence when the page's Content-Security-Policy `<meta>` will not let it reach `apiUrl`
 * (config.json's API, or a list's URL); undefined when it does or there is none. Asked for the
 * app's banner, and by the list loader before handing a list to the worker, which the page's
 * policy does not reach (src/api/list-stream/list-load.ts).
 */
export function findPolicyProblem(apiUrl: string, doc: Document = document): string | undefined {
  let url: URL
  let self: URL
  try {
    self = new URL(doc.baseURI)
    url = new URL(apiUrl || '.', self)
  } catch {
    return undefined // The client reports a base URL it cannot use.
  }
  const policies = [...doc.querySelectorAll('meta[http-equiv]')]
    .filter((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((meta) => meta.getAttribute('content') ?? '')
  // Every policy on the page applies: one that does not allow the API is enough to block it.
  const blocked = policies.some((policy) => {
    const sources = connectSources(policy)
    return sources !== undefined && !sources.some((source) => sourceAllows(source, url, self))
  })
  if (!blocked) return undefined
  return (
    `config.json points the dashboard at ${url.origin}, but this page's Content-Security-Policy ` +
    `does not allow connecting there: rebuild with CSP_API_ORIGINS="${url.origin}" or serve a ` +
    'policy that allows it.'
  )
}

/**
 * Whether an `Accept-Encoding` header (RFC 9110, section 12.5.3) lets us answer with gzip:
 * `gzip` (or its old alias `x-gzip`) with a non-zero weight, or else `*` with one. No header
 * means identity: a client that sends none may not be able to decode anything else.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false
  const weights = new Map<string, number>()
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (!coding) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(coding, Number.isNaN(weight) ? 0 : weight)
  }
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*')
  return gzip !== undefined && gzip > 0
}

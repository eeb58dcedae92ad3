/**
 * A strict RFC 4180 reader: records end in CRLF; a field is either quoted (quotes doubled inside)
 * or holds no quote, comma, CR or LF. Anything else throws, so a sloppy writer fails the test.
 */
export function parseRfc4180(text: string): string[][] {
  const records: string[][] = []
  let i = 0
  while (i < text.length) {
    const record: string[] = []
    for (;;) {
      let field = ''
      if (text[i] === '"') {
        i++
        for (;;) {
          if (i >= text.length) throw new Error('a quoted field is not closed')
          if (text[i] !== '"') field += text[i++]
          else if (text[i + 1] === '"') {
            field += '"'
            i += 2
          } else {
            i++
            break
          }
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
          if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${text[i]} at ${i}`)
          field += text[i++]
        }
      }
      record.push(field)
      if (text[i] === ',') {
        i++
      } else if (text.startsWith('\r\n', i)) {
        i += 2
        break
      } else {
        throw new Error(`expected a comma or CRLF at ${i}`)
      }
    }
    records.push(record)
  }
  return records
}

/** One `<span>` of the app's summary strip: its text and its hover text. */
export type SummaryFact = { text: string; title: string | null }

/**
 * A tab's figures as the app computed them (src/features/lists/summary-strip.tsx), read back from
 * its text rather than recomputed, so the review shows what an operator sees. A figure the
 * strip did not show (or that this parser does not know) stays undefined; `facts` keeps the
 * raw text for the index either way.
 */
export type TabTotals = {
  items: number | undefined
  complete: number | undefined
  uploading: number | undefined
  stale: number | undefined
  /** "1.2 GiB", the size of the complete items. */
  completeSize: string | undefined
  /** "1,288,490,189 bytes", the same size exactly (the strip's hover text). */
  completeExact: string | undefined
  /** "3 h ago", relative to the review's instant. */
  newest: string | undefined
  facts: string[]
}

const count = (digits: string) => Number(digits.replaceAll(',', ''))

export function parseSummary(facts: readonly SummaryFact[]): TabTotals {
  const totals: TabTotals = {
    items: undefined,
    complete: undefined,
    uploading: undefined,
    stale: undefined,
    completeSize: undefined,
    completeExact: undefined,
    newest: undefined,
    facts: facts.map((fact) => fact.text),
  }
  for (const [i, { text, title }] of facts.entries()) {
    let match: RegExpExecArray | null
    if (i === 0 && (match = /^([\d,]+) (?:of ([\d,]+) )?\S/.exec(text))) {
      // "24 builds", or "12 of 340 builds shown" when filtered: the list's size is the last.
      totals.items = count(match[2] ?? match[1] ?? '')
    } else if ((match = /^([\d,]+) (complete|uploading|stale)$/.exec(text))) {
      totals[match[2] as 'complete' | 'uploading' | 'stale'] = count(match[1] ?? '')
    } else if ((match = /^(.+) complete in all$/.exec(text))) {
      totals.completeSize = match[1]
      totals.completeExact = title ?? undefined
    } else if ((match = /^newest upload (.+)$/.exec(text))) {
      totals.newest = match[1]
    }
  }
  return totals
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
import { StatusBadge } from './status-badge'

// Read as written: the test environment loads no style sheet.
const styles = readFileSync(join(import.meta.dirname, '../index.css'), 'utf8')

/** The mask index.css paints before a badge with this `data-status-icon`. */
const maskOf = (status: string) =>
  new RegExp(`\\[data-status-icon='${status}'\\]::before \\{\\s*mask-image: (url\\([^)]+\\))`).exec(
    styles,
  )?.[1]

describe('StatusBadge', () => {
  it.each([
    ['complete', 'Complete', /finished/],
    ['uploading', 'Uploading', /not finished/],
    ['stale', 'Stale', /probably stalled/],
  ] as const)(
    'shows %s as the word "%s" with an icon and an explanation',
    (status, label, hint) => {
      renderUi(<StatusBadge status={status} />)
      const badge = screen.getByText(label)
      expect(badge).toHaveAttribute('title', expect.stringMatching(hint))
      // The icon is the badge's ::before (CSS), so it adds nothing to the name read out.
      expect(badge).toHaveAttribute('data-status-icon', status)
      expect(badge.children).toHaveLength(0)
      expect(maskOf(status)).toMatch(/^url\("data:image\/svg\+xml,/)
      expect(badge).toHaveTextContent(new RegExp(`^${label}$`))
    },
  )

  it('tells the three statuses apart by icon, not only by colour', () => {
    const { container } = renderUi(
      <>
        <StatusBadge status="complete" />
        <StatusBadge status="uploading" />
        <StatusBadge status="stale" />
      </>,
    )
    const icons = [...container.querySelectorAll('[data-status-icon]')].map((badge) =>
      maskOf(badge.getAttribute('data-status-icon') ?? ''),
    )
    expect(icons).toHaveLength(3)
    for (const icon of icons) expect(icon).toBeTruthy()
    expect(new Set(icons).size).toBe(3)
  })

  it('shows a given title instead of the general explanation', () => {
    renderUi(<StatusBadge status="stale" title="Incomplete since yesterday." />)
    expect(screen.getByText('Stale')).toHaveAttribute('title', 'Incomplete since yesterday.')
  })
})

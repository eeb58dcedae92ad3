import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
import { StatusBadge } from './status-badge'

// Read as written: the test environment loads no style sheet.
const styles = readFileSync(join(import.meta.dirname, '../index.css'), 'utf8')

/** What index.css draws before a badge with this `data-status-icon`: its rule's body. */
const iconOf = (status: string) =>
  new RegExp(`\\[data-status-icon='${status}'\\]::before \\{([^}]+)\\}`).exec(styles)?.[1]?.trim()

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
      // Drawn by CSS alone: no image URL, which the page's CSP (img-src) would refuse.
      expect(iconOf(status)).toBeTruthy()
      expect(iconOf(status)).not.toMatch(/url\(/)
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
      iconOf(badge.getAttribute('data-status-icon') ?? ''),
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

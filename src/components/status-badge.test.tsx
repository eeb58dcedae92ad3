import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
import { StatusBadge } from './status-badge'

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
      const icon = badge.querySelector('svg')
      expect(icon).not.toBeNull()
      expect(icon).toHaveAttribute('aria-hidden', 'true')
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
    const icons = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML)
    expect(icons).toHaveLength(3)
    for (const icon of icons) expect(icon).toBeTruthy()
    expect(new Set(icons).size).toBe(3)
  })

  it('shows a given title instead of the general explanation', () => {
    renderUi(<StatusBadge status="stale" title="Incomplete since yesterday." />)
    expect(screen.getByText('Stale')).toHaveAttribute('title', 'Incomplete since yesterday.')
  })
})

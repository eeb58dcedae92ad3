import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../test/render'
import { StatusBadge, uploadStatus } from './status-badge'

describe('StatusBadge', () => {
  it.each([
    ['complete', 'Complete', /finished/],
    ['uploading', 'Uploading', /not finished/],
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

  it('tells the two statuses apart by icon, not only by colour', () => {
    const { container } = renderUi(
      <>
        <StatusBadge status="complete" />
        <StatusBadge status="uploading" />
      </>,
    )
    const [complete, uploading] = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML)
    expect(complete).toBeTruthy()
    expect(uploading).toBeTruthy()
    expect(complete).not.toBe(uploading)
  })
})

describe('uploadStatus', () => {
  it('calls an item complete only when the API says so', () => {
    expect(uploadStatus({ complete: true })).toBe('complete')
    expect(uploadStatus({ complete: false })).toBe('uploading')
  })
})

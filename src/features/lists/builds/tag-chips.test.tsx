import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Tags } from '@/model/list-items'
import { renderUi } from '@/test/render'
import { TagChips } from './tag-chips'

/** Chips inside a list, which a picked tag goes to. */
function renderInPanel(tags: Tags) {
  const pick = vi.fn()
  renderUi(<TagChips tags={tags} onPick={pick} />)
  return pick
}

describe('TagChips', () => {
  it('shows an override in a tag key or value from the API as ⟨U+202E⟩, on the chip and on hover', async () => {
    const pick = renderInPanel([['chan\u202Enel', 'ateb\u2066']])
    const chip = screen.getByRole('button')
    expect(chip).toHaveTextContent('chan⟨U+202E⟩nel: ateb⟨U+2066⟩')
    expect(chip).toHaveAttribute('title', 'Show only builds tagged chan⟨U+202E⟩nel: ateb⟨U+2066⟩')
    // The filter it adds is the tag as the API sent it, so it still matches the build.
    await userEvent.click(chip)
    expect(pick).toHaveBeenCalledWith(['chan\u202Enel', 'ateb\u2066'])
  })

  it('cuts a 10,000-character tag value, saying how long it was', () => {
    renderUi(<TagChips tags={[['notes', 'n'.repeat(10_000)]]} />)
    const chip = screen.getByTitle(/^notes: /)
    expect(chip).toHaveTextContent(`notes: ${'n'.repeat(200)}… (10,000 characters)`)
    expect(chip.getAttribute('title')).toHaveLength(
      `notes: ${'n'.repeat(200)}… (10,000 characters)`.length,
    )
  })

  it('names the tags past the third with their overrides shown, to screen readers and on hover', () => {
    renderUi(
      <TagChips
        tags={[
          ['a', '1'],
          ['b', '2'],
          ['c', '3'],
          ['d', 'x\u202Ey'],
          ['e', 'z'],
        ]}
      />,
    )
    expect(screen.getByText(/more:/)).toHaveTextContent('more: d: x⟨U+202E⟩y, e: z')
    expect(screen.getByTitle(/^d: /)).toHaveAttribute('title', 'd: x⟨U+202E⟩y\ne: z')
  })
})

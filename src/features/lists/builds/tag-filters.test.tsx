import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '@/test/render'
import { TagFilters } from './tag-filters'

describe('TagFilters', () => {
  it('shows an override in a ?tag= filter as ⟨U+202E⟩, and removes the filter as it was given', async () => {
    const onChange = vi.fn()
    renderUi(<TagFilters filters={['channel:ateb\u202E', 'os']} onChange={onChange} />)
    expect(screen.getByTitle('channel: ateb⟨U+202E⟩')).toHaveTextContent('channel: ateb⟨U+202E⟩')
    const remove = screen.getByRole('button', { name: 'Remove tag filter channel: ateb⟨U+202E⟩' })
    await userEvent.click(remove)
    expect(onChange).toHaveBeenCalledWith(['os'])
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '@/test/render'
import { GamePicker } from './game-picker'
import type { GameOption } from './game-options'

const SPACE: GameOption = { id: 'g-1', name: 'Space \u202ESrediaR', source: 'api' }

describe('GamePicker', () => {
  it("shows an override in the chosen game's name as ⟨U+202E⟩, in the field and the list", async () => {
    renderUi(<GamePicker options={[SPACE]} value="g-1" onChange={vi.fn()} />)
    const field = screen.getByRole('combobox', { name: 'Game' })
    expect(field).toHaveValue('Space ⟨U+202E⟩SrediaR')
    await userEvent.click(field)
    expect(screen.getByRole('option')).toHaveTextContent('Space ⟨U+202E⟩SrediaR')
  })

  it('shows a linked game id of 8,000 characters cut in the field, saying how long it was', () => {
    const linked = `\u202E${'x'.repeat(7_999)}`
    renderUi(<GamePicker options={[SPACE]} value={linked} onChange={vi.fn()} />)
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue(
      `⟨U+202E⟩${'x'.repeat(192)}… (8,000 characters)`,
    )
  })

  it('shows an invisible character in a pasted id, and opens the id as pasted', async () => {
    const onChange = vi.fn()
    renderUi(<GamePicker options={[SPACE]} value={undefined} onChange={onChange} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Game' }))
    await userEvent.paste('abc\u200Bdef')
    const option = screen.getByRole('option', { name: 'Open game id abc⟨U+200B⟩def' })
    await userEvent.click(option)
    expect(onChange).toHaveBeenCalledWith('abc\u200Bdef')
  })
})

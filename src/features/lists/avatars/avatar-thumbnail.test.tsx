import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseList } from '@/api/schemas'
import type { Avatar } from '@/model/list-items'
import { renderUi } from '@/test/render'
import { realisticGame } from '@/test/sample'
import { thumbnailUrl } from './avatar-image-url'
import { AvatarPreviewContext } from './avatar-preview'
import { AvatarThumbnail } from './avatar-thumbnail'

/** Image URLs are loaded resolved against the page, as `safeImageUrl` returns them. */
const onThisOrigin = (path: string) => new URL(path, document.baseURI).href

function sampleAvatar(name: string): Avatar {
  const avatar = parseList('avatars', { custom_avatars: realisticGame().avatars }).find(
    (candidate) => candidate.name === name,
  )
  if (!avatar) throw new Error(`The sample data has no avatar named ${name}.`)
  return avatar
}

describe('AvatarThumbnail', () => {
  it('shows the image of a finished avatar, named, lazy and with a fixed size', () => {
    const avatar = sampleAvatar('knight.png')
    renderUi(<AvatarThumbnail avatar={avatar} />)
    const image = screen.getByRole('img', { name: 'knight.png' })
    expect(avatar.url).toMatch(/^\/sample-avatars\//)
    expect(image).toHaveAttribute('src', onThisOrigin(avatar.url ?? ''))
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '40')
    expect(image).toHaveAttribute('height', '40')
  })

  it('shows a placeholder, and loads nothing, for an unfinished avatar', () => {
    const avatar = sampleAvatar('dragon_egg.jpeg')
    expect(avatar.complete).toBe(false)
    const { container } = renderUi(<AvatarThumbnail avatar={avatar} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTitle('No image until the upload completes')).toBeInTheDocument()
  })

  it('loads nothing for an unfinished avatar even when the API sent a url', () => {
    const avatar = { ...sampleAvatar('dragon_egg.jpeg'), url: '/sample-avatars/early.png' }
    const { container } = renderUi(<AvatarThumbnail avatar={avatar} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTitle('No image until the upload completes')).toBeInTheDocument()
  })

  it('shows a placeholder for a finished avatar without a url', () => {
    const avatar = { ...sampleAvatar('knight.png'), url: undefined }
    const { container } = renderUi(<AvatarThumbnail avatar={avatar} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTitle('No image to show for this avatar')).toBeInTheDocument()
  })

  it('loads an https image from another host as sent, without a referrer', () => {
    const url = 'https://cdn.example.com/avatars/knight.png'
    renderUi(<AvatarThumbnail avatar={{ ...sampleAvatar('knight.png'), url }} />)
    const image = screen.getByRole('img', { name: 'knight.png' })
    expect(image).toHaveAttribute('src', url)
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:http://localhost:3000/1',
    'file:///etc/passwd',
  ])('loads nothing from %j, showing the placeholder instead', (url) => {
    const avatar = { ...sampleAvatar('knight.png'), url }
    const { container } = renderUi(<AvatarThumbnail avatar={avatar} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTitle('No image to show for this avatar')).toBeInTheDocument()
    expect(thumbnailUrl(avatar, undefined)).toBeUndefined()
  })

  it('falls back to a broken-image placeholder that says so when the image fails', () => {
    const avatar = sampleAvatar('broken-link.png')
    renderUi(<AvatarThumbnail avatar={avatar} />)
    fireEvent.error(screen.getByRole('img', { name: 'broken-link.png' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Image of broken-link.png could not be loaded')).toBeInTheDocument()
    expect(screen.getByTitle('The image could not be loaded')).toBeInTheDocument()
  })

  it('tries again when the avatar gets a new url after a failure', () => {
    const avatar = sampleAvatar('broken-link.png')
    const { rerender } = renderUi(<AvatarThumbnail avatar={avatar} />)
    fireEvent.error(screen.getByRole('img'))
    rerender(<AvatarThumbnail avatar={{ ...avatar, url: '/sample-avatars/fixed.png' }} />)
    expect(screen.getByRole('img', { name: 'broken-link.png' })).toHaveAttribute(
      'src',
      onThisOrigin('/sample-avatars/fixed.png'),
    )
  })
})

describe('AvatarThumbnail with a name from outside', () => {
  const NAME = `\u202Egnp.exe\u{E0041}${'x'.repeat(10_010)}`
  const SHOWN = `⟨U+202E⟩gnp.exe⟨U+E0041⟩${'x'.repeat(176)}… (10,020 characters)`

  it("marks and bounds it in the image's text alternative and the Preview button's name", () => {
    const avatar = { ...sampleAvatar('knight.png'), name: NAME }
    renderUi(
      <AvatarPreviewContext value={() => undefined}>
        <AvatarThumbnail avatar={avatar} />
      </AvatarPreviewContext>,
    )
    expect(screen.getByRole('img', { name: SHOWN })).toHaveAttribute('alt', SHOWN)
    expect(screen.getByRole('button', { name: `Preview avatar ${SHOWN}` })).toBeInTheDocument()
  })

  it('marks and bounds it in the note that the image could not be loaded', () => {
    renderUi(<AvatarThumbnail avatar={{ ...sampleAvatar('broken-link.png'), name: NAME }} />)
    fireEvent.error(screen.getByRole('img'))
    expect(screen.getByText(`Image of ${SHOWN} could not be loaded`)).toBeInTheDocument()
  })

  it('names a blank name "(no name)"', () => {
    renderUi(<AvatarThumbnail avatar={{ ...sampleAvatar('knight.png'), name: ' ' }} />)
    expect(screen.getByRole('img', { name: '(no name)' })).toBeInTheDocument()
  })
})

describe('thumbnailUrl', () => {
  const finished = (url: string) => ({ ...sampleAvatar('knight.png'), url })

  it.each([
    ['/img/a.png', 'https://api.example.com/v1', 'https://api.example.com/img/a.png'],
    ['img/a.png', 'https://api.example.com/v1', 'https://api.example.com/v1/img/a.png'],
    ['img/a.png', 'https://api.example.com/v1/', 'https://api.example.com/v1/img/a.png'],
    ['https://cdn.example.com/a.png', 'https://api.example.com', 'https://cdn.example.com/a.png'],
  ])('resolves %j against the API base URL %j, not the page', (url, base, expected) => {
    expect(thumbnailUrl(finished(url), base)).toBe(expected)
  })

  it('resolves against the page when the API is a path on its origin', () => {
    expect(thumbnailUrl(finished('a.png'), '/api')).toBe(
      new URL('/api/a.png', document.baseURI).href,
    )
  })

  it('loads nothing for an unfinished upload, whatever its url', () => {
    const avatar = { ...finished('https://cdn.example.com/a.png'), complete: false }
    expect(thumbnailUrl(avatar, 'https://api.example.com')).toBeUndefined()
  })
})

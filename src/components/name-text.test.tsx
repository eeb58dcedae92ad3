import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../test/render'
import { NameText } from './name-text'

const NO_WARNINGS: readonly string[] = []

describe('NameText', () => {
  it('shows the name, with the whole of it on hover', () => {
    renderUi(<NameText name="server-linux-x64.tar.gz" warnings={NO_WARNINGS} />)
    const name = screen.getByText('server-linux-x64.tar.gz')
    expect(name).toHaveAttribute('title', 'server-linux-x64.tar.gz')
    expect(name).toHaveAttribute('dir', 'auto')
    expect(screen.queryByText(/Warning/)).toBeNull()
  })

  it('shows markup in a name as text, never as elements', () => {
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script><b>bold</b>'
    const { container } = renderUi(<NameText name={markup} warnings={NO_WARNINGS} />)
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(screen.getByText(markup)).toBeInTheDocument()
  })

  it.each([
    ['right-to-left', 'مرحبا بالعالم'],
    ['emoji', '🚀 launch build 👩‍🚀'],
    ['a zero-width joiner', 'build\u200d1'],
  ])('shows a name in %s as sent', (_, name) => {
    renderUi(<NameText name={name} warnings={NO_WARNINGS} />)
    expect(screen.getByTitle(name).textContent).toBe(name)
  })

  it.each(['', '   ', '\t\n'])('shows %j as "(no name)"', (name) => {
    const { container } = renderUi(<NameText name={name} warnings={NO_WARNINGS} />)
    expect(screen.getByText('(no name)')).toBeInTheDocument()
    expect(container.querySelector('[title]')).toBeNull()
  })

  it('leads with a warning mark that says what is wrong, to screen readers and on hover', () => {
    const warnings = [
      'content_length "12" is not a whole number of bytes',
      'create_ts "yesterday" is not an RFC 3339 time',
    ]
    const { container } = renderUi(<NameText name="odd.tar" warnings={warnings} />)
    const note = screen.getByText(
      'Warning: content_length "12" is not a whole number of bytes; create_ts "yesterday" is not an RFC 3339 time.',
    )
    expect(note).toHaveClass('sr-only')
    expect(note.parentElement).toHaveAttribute('title', warnings.join('\n'))
    expect(note.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    // The mark comes before the name, so it is read first.
    expect(container.textContent).toMatch(/^Warning: .*odd\.tar$/)
  })

  it('marks an empty name with its warning too', () => {
    renderUi(<NameText name="" warnings={['display_name is empty']} />)
    expect(screen.getByText('Warning: display_name is empty.')).toBeInTheDocument()
    expect(screen.getByText('(no name)')).toBeInTheDocument()
  })

  it('renders a 10,000-character name whole, cut to one line by CSS', () => {
    const name = 'x'.repeat(9_999) + 'y'
    renderUi(<NameText name={name} warnings={NO_WARNINGS} />)
    const element = screen.getByTitle(name)
    expect(element.textContent).toHaveLength(10_000)
    expect(element).toHaveClass('truncate')
  })
})

describe('NameText with control characters', () => {
  it('shows a bidi override as ⟨U+202E⟩ and marks the name, so exe.png reads as it is', () => {
    renderUi(<NameText name={'gnp\u202E.exe'} warnings={[]} />)
    expect(screen.getByText('gnp⟨U+202E⟩.exe')).toHaveAttribute('title', 'gnp⟨U+202E⟩.exe')
    expect(screen.getByText('Holds control characters:')).toBeInTheDocument()
  })

  it('shows a zero-width space as ⟨U+200B⟩', () => {
    renderUi(<NameText name={'build\u200b1'} warnings={[]} />)
    expect(screen.getByText('build⟨U+200B⟩1')).toBeInTheDocument()
  })

  it('leaves names without them, emoji joiners included, as they are and unmarked', () => {
    renderUi(<NameText name="👨‍👩‍👧 family ✨ עברית" warnings={[]} />)
    expect(screen.getByText('👨‍👩‍👧 family ✨ עברית')).toBeInTheDocument()
    expect(screen.queryByText('Holds control characters:')).toBeNull()
  })
})

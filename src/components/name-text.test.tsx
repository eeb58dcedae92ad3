import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '@/test/render'
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

  it('shows a 10,000-character name cut to 200 characters with its length, on one line', () => {
    const name = 'x'.repeat(9_999) + 'y'
    renderUi(<NameText name={name} warnings={NO_WARNINGS} />)
    const shown = `${'x'.repeat(200)}… (10,000 characters)`
    const element = screen.getByTitle(shown)
    expect(element.textContent).toBe(shown)
    expect(element).toHaveClass('truncate')
  })
})

describe('NameText with a long name', () => {
  const LONG = `${'n'.repeat(999_990)} last word`

  it('shows a 1,000,000-character name as 200 characters and its length, on hover too', () => {
    const { container } = renderUi(<NameText name={LONG} warnings={NO_WARNINGS} />)
    const shown = `${'n'.repeat(200)}… (1,000,000 characters)`
    const element = screen.getByTitle(shown)
    expect(element.textContent).toBe(shown)
    // Nothing in the cell, text or attribute, holds more than the bounded name.
    expect(container.innerHTML.length).toBeLessThan(2_000)
  })

  it('has no button of its own: the table’s row actions copy a cut name whole', () => {
    renderUi(<NameText name={LONG} warnings={NO_WARNINGS} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a name of 200 characters whole, without that button', () => {
    const name = 'w'.repeat(200)
    renderUi(<NameText name={name} warnings={NO_WARNINGS} />)
    expect(screen.getByTitle(name).textContent).toBe(name)
    expect(screen.queryByRole('button')).toBeNull()
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

  it('marks tag characters, Hangul fillers and the grapheme joiner, which show nothing', () => {
    renderUi(<NameText name={'ok\u{E0041}\u{E0042}\u3164\u115F\u034F.png'} warnings={[]} />)
    const marked = 'ok⟨U+E0041⟩⟨U+E0042⟩⟨U+3164⟩⟨U+115F⟩⟨U+034F⟩.png'
    expect(screen.getByText(marked)).toHaveAttribute('title', marked)
    expect(screen.getByText('Holds control characters:')).toBeInTheDocument()
  })

  it('leaves names without them, emoji joiners included, as they are and unmarked', () => {
    renderUi(<NameText name="👨‍👩‍👧 family ✨ עברית" warnings={[]} />)
    expect(screen.getByText('👨‍👩‍👧 family ✨ עברית')).toBeInTheDocument()
    expect(screen.queryByText('Holds control characters:')).toBeNull()
  })
})

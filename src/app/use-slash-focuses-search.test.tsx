import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SEARCH_INPUT_ID } from '@/features/lists/list-toolbar'
import { renderUi } from '@/test/render'
import { useSlashFocusesSearch } from './use-slash-focuses-search'

function Page({ withSearch = true }: { withSearch?: boolean }) {
  useSlashFocusesSearch()
  return (
    <>
      <button type="button">Somewhere else</button>
      <input aria-label="Token" />
      <textarea aria-label="Notes" />
      <label>
        <input type="radio" name="status" value="stale" />
        Stale
      </label>
      {withSearch && <input id={SEARCH_INPUT_ID} type="search" aria-label="Search" />}
    </>
  )
}

describe('useSlashFocusesSearch', () => {
  it('focuses the search box on "/" and types no slash into it', async () => {
    const user = userEvent.setup()
    renderUi(<Page />)
    await user.click(screen.getByRole('button', { name: 'Somewhere else' }))
    await user.keyboard('/')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  })

  it('works with nothing focused', async () => {
    const user = userEvent.setup()
    renderUi(<Page />)
    await user.keyboard('/')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus()
  })

  it.each(['Token', 'Notes'])('leaves "/" alone while the operator types in %s', async (name) => {
    const user = userEvent.setup()
    renderUi(<Page />)
    await user.click(screen.getByRole('textbox', { name }))
    await user.keyboard('a/b')
    expect(screen.getByRole('textbox', { name })).toHaveFocus()
    expect(screen.getByRole('textbox', { name })).toHaveValue('a/b')
  })

  it('focuses the search box from a focused status radio', async () => {
    const user = userEvent.setup()
    renderUi(<Page />)
    await user.click(screen.getByRole('radio', { name: 'Stale' }))
    expect(screen.getByRole('radio', { name: 'Stale' })).toHaveFocus()
    await user.keyboard('/')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus()
  })

  it('types "/" into the search box itself', async () => {
    const user = userEvent.setup()
    renderUi(<Page />)
    await user.keyboard('/')
    await user.keyboard('a/b')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('a/b')
  })

  it('ignores "/" with Ctrl', async () => {
    const user = userEvent.setup()
    renderUi(<Page />)
    await user.click(screen.getByRole('button', { name: 'Somewhere else' }))
    await user.keyboard('{Control>}/{/Control}')
    expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus()
  })

  it('does nothing without a search box on the page', async () => {
    const user = userEvent.setup()
    renderUi(<Page withSearch={false} />)
    await user.click(screen.getByRole('button', { name: 'Somewhere else' }))
    await user.keyboard('/')
    expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus()
  })
})

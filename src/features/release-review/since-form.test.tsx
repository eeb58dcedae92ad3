import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '@/components/display-context'
import { renderUi } from '@/test/render'
import { noFilter, withSince, type RowFilter } from '@/model/row-filter'
import { SinceForm } from './since-form'

const NOW = Date.UTC(2026, 10, 1, 12, 0, 30)

function renderForm(filter: RowFilter = noFilter) {
  const setFilter = vi.fn()
  const onDone = vi.fn()
  // As the panel wires it (src/app/list-tab.tsx): the view's since, changed with withSince.
  renderUi(
    <DisplayProvider fixedNow={NOW} timeZone="utc">
      <SinceForm
        since={filter.since}
        onSinceChange={(since) => setFilter(withSince(filter, since))}
        onDone={onDone}
      />
    </DisplayProvider>,
  )
  return { setFilter, onDone, input: screen.getByLabelText(/Mark as new what was created after/) }
}

describe('SinceForm', () => {
  it('sets since to a day before the page clock, to the minute, and closes', async () => {
    const { setFilter, onDone } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Last 24 h' }))
    expect(setFilter).toHaveBeenCalledWith({ since: Date.UTC(2026, 9, 31, 12) })
    expect(onDone).toHaveBeenCalled()
  })

  it('applies a typed time in the zone shown (UTC here), and shows the one set', () => {
    const { setFilter, input } = renderForm({ ...noFilter, since: Date.UTC(2026, 9, 25, 8, 30) })
    expect(input).toHaveValue('2026-10-25T08:30')
    fireEvent.change(input, { target: { value: '2026-10-30T06:15' } })
    fireEvent.submit(input)
    expect(setFilter).toHaveBeenCalledWith({ since: Date.UTC(2026, 9, 30, 6, 15) })
  })

  it('says what is missing for an incomplete time, and changes nothing', () => {
    const { setFilter, onDone, input } = renderForm()
    fireEvent.submit(input)
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole date and time')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(setFilter).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('clears since, and "New only" with it', async () => {
    const { setFilter } = renderForm({ ...noFilter, status: 'new', since: 1 })
    await userEvent.click(screen.getByRole('button', { name: /Clear since/ }))
    expect(setFilter).toHaveBeenCalledWith({ since: undefined, status: 'all' })
  })

  it('offers no Clear without a since', () => {
    renderForm()
    expect(screen.queryByRole('button', { name: /Clear since/ })).toBeNull()
  })
})

import { listModel } from '@/model/list-model'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '@/components/display-context'
import { renderUi } from '@/test/render'
import { chartPreference, ChartSlot } from './chart-slot'

let fetches = 0
vi.mock('./upload-chart', () => {
  fetches += 1
  throw new Error('The network is down.')
})

afterEach(() => chartPreference.set('closed'))

describe('the chart when its code cannot be fetched', () => {
  it('says so and offers to try again, which fetches again', async () => {
    chartPreference.set('open')
    renderUi(
      <DisplayProvider fixedNow={0}>
        <ChartSlot
          listId="list"
          list={listModel([])}
          noun="builds"
          period={{}}
          onPeriodChange={() => undefined}
        />
      </DisplayProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be loaded.')
    const before = fetches
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await vi.waitFor(() => expect(fetches).toBeGreaterThan(before))
  })
})

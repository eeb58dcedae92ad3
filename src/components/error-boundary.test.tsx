import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '@/test/render'
import { ErrorBoundary } from './error-boundary'

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'length')")
}

/** React and the boundary both log a caught render error; the test expects it, so hush them. */
function silenceExpectedLogs() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  }
}

describe('ErrorBoundary', () => {
  it('shows its children when nothing goes wrong', () => {
    renderUi(
      <ErrorBoundary what="this tab">
        <p>Builds of Space Raiders</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('Builds of Space Raiders')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a message with a reload button in place of a child that throws', () => {
    silenceExpectedLogs()
    renderUi(
      <ErrorBoundary what="this tab">
        <Broken />
      </ErrorBoundary>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong showing this tab')
    expect(alert).toHaveTextContent('This is a fault in the dashboard, not in your data.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(alert).not.toHaveTextContent('Cannot read properties')
  })

  it('keeps what is outside the boundary on screen and working', async () => {
    silenceExpectedLogs()
    const user = userEvent.setup()
    function Page() {
      const [count, setCount] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Clicked {count} times
          </button>
          <ErrorBoundary what="this tab">
            <Broken />
          </ErrorBoundary>
          <ErrorBoundary what="the other tab">
            <p>Avatars of Space Raiders</p>
          </ErrorBoundary>
        </>
      )
    }
    renderUi(<Page />)
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong showing this tab')
    expect(screen.getByText('Avatars of Space Raiders')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clicked 0 times' }))
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('logs the error for whoever opens the console', () => {
    const logs = silenceExpectedLogs()
    renderUi(
      <ErrorBoundary what="the dashboard">
        <Broken />
      </ErrorBoundary>,
    )
    expect(logs.warn).toHaveBeenCalledWith(
      'The dashboard could not show the dashboard:',
      expect.objectContaining({ name: 'TypeError' }),
      expect.any(String),
    )
  })

  it('shows its content again from its button, once the fault has passed', async () => {
    silenceExpectedLogs()
    const user = userEvent.setup()
    let broken = true
    function SometimesBroken() {
      if (broken) throw new TypeError('a passing fault')
      return <p>Recovered</p>
    }
    renderUi(
      <ErrorBoundary what="this tab">
        <SometimesBroken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toBeInTheDocument()
    broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Recovered')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

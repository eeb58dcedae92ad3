import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cloneElement, type ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '@/test/render'
import type { Failure } from './describe-failure'
import { ErrorAlert, type ErrorAlertProps } from './error-alert'
import type { FailureActions } from './failure-actions'

const failure = (change: Partial<Failure> = {}): Failure => ({
  title: 'This token cannot read this game',
  message: 'Enter a token for this game, or choose another game.',
  facts: [],
  actions: ['retry', 'enter-token', 'choose-game'],
  ...change,
})

/** The alert with what the page around it can do, as the list's status gives it. */
function renderWithActions(ui: ReactElement<ErrorAlertProps>, actions: FailureActions = {}) {
  return renderUi(cloneElement(ui, { actions }))
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent)

describe('ErrorAlert', () => {
  it('says what happened as an alert: title, message and the server’s words', () => {
    renderUi(<ErrorAlert failure={failure({ serverSaid: 'Token lacks the builds:read scope.' })} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This token cannot read this game')
    expect(alert).toHaveTextContent('Enter a token for this game, or choose another game.')
    expect(alert).toHaveTextContent('The API said: “Token lacks the builds:read scope.”')
  })

  it('leaves out "The API said" when the server said nothing worth quoting', () => {
    renderUi(<ErrorAlert failure={failure()} />)
    expect(screen.getByRole('alert')).not.toHaveTextContent('The API said')
  })

  it('lists the facts to quote to support, label then value', () => {
    renderUi(
      <ErrorAlert
        failure={failure({
          facts: [
            { label: 'HTTP', value: '403' },
            { label: 'Ray ID', value: 'ray-1' },
          ],
        })}
      />,
    )
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(terms).toEqual(['HTTP', 'Ray ID'])
    expect(values).toEqual(['403', 'ray-1'])
  })

  it('shows a button only for the actions the page provides', () => {
    renderWithActions(<ErrorAlert failure={failure()} />, { enterToken: vi.fn() })
    expect(buttonNames()).toEqual(['Enter a token'])
  })

  it('shows no buttons when the page provides nothing', () => {
    renderUi(<ErrorAlert failure={failure()} />)
    expect(buttonNames()).toEqual([])
  })

  it('shows only the actions the failure names, in its order', () => {
    renderWithActions(
      <ErrorAlert failure={failure({ actions: ['choose-game', 'retry'] })} onRetry={vi.fn()} />,
      { enterToken: vi.fn(), chooseGame: vi.fn() },
    )
    expect(buttonNames()).toEqual(['Choose another game', 'Retry'])
  })

  it('runs the handler of the button clicked', async () => {
    const user = userEvent.setup()
    const actions = { enterToken: vi.fn(), chooseGame: vi.fn() }
    const onRetry = vi.fn()
    renderWithActions(<ErrorAlert failure={failure()} onRetry={onRetry} />, actions)
    expect(buttonNames()).toEqual(['Retry', 'Enter a token', 'Choose another game'])

    await user.click(screen.getByRole('button', { name: 'Enter a token' }))
    expect(actions.enterToken).toHaveBeenCalledTimes(1)
    expect(actions.chooseGame).not.toHaveBeenCalled()
    expect(onRetry).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Choose another game' }))
    expect(actions.chooseGame).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('disables Retry, and only Retry, while retrying', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const enterToken = vi.fn()
    renderWithActions(<ErrorAlert failure={failure()} onRetry={onRetry} isRetrying />, {
      enterToken,
    })
    const retry = screen.getByRole('button', { name: 'Retrying…' })
    expect(retry).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    await user.click(retry)
    expect(onRetry).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Enter a token' })).toBeEnabled()
  })

  it('links to what the error means, in a new tab, when the API gave a page', () => {
    renderUi(
      <ErrorAlert
        failure={failure({ documentation: 'https://rivet.gg/docs/general/errors/error' })}
      />,
    )
    const link = within(screen.getByRole('alert')).getByRole('link', {
      name: 'What this error means',
    })
    expect(link).toHaveAttribute('href', 'https://rivet.gg/docs/general/errors/error')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noreferrer'))
  })

  it('links no page off the service documentation host, unless config.json lists its host', () => {
    const phishing = failure({ documentation: 'https://rivet-gg.example.com/login' })
    const { unmount } = renderUi(<ErrorAlert failure={phishing} />)
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    renderWithActions(<ErrorAlert failure={phishing} />, { documentationHosts: ['example.com'] })
    expect(screen.getByRole('link', { name: 'What this error means' })).toHaveAttribute(
      'href',
      'https://rivet-gg.example.com/login',
    )
  })

  it('has no documentation link when the API gave none', () => {
    renderUi(<ErrorAlert failure={failure()} />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows extra content, such as a countdown, inside the alert', () => {
    renderUi(
      <ErrorAlert failure={failure({ actions: [] })}>
        <p>Trying again by itself in 5 s…</p>
      </ErrorAlert>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again by itself in 5 s…')
  })

  it('shows markup from the server as text', () => {
    const { container } = renderUi(
      <ErrorAlert failure={failure({ serverSaid: '<img src=x onerror=alert(1)>' })} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>')
  })
})

import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoreState } from '@/api/stored-lists/list-store'
import type { StoredLists } from '@/api/stored-lists/stored-lists'
import { storeListsPreference } from './stored-lists-setting'
import { StoredListsSettings } from './stored-lists-settings'

/** Stored lists whose state a test sets, and whose clear it watches. */
function fakeStoredLists() {
  let state: StoreState = 'working'
  const listeners = new Set<() => void>()
  const lists = {
    request: () => undefined,
    keeps: () => true,
    clear: vi.fn(() => Promise.resolve()),
    close: () => Promise.resolve(),
    state: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  } satisfies StoredLists
  const setState = (next: StoreState) =>
    act(() => {
      state = next
      listeners.forEach((listener) => listener())
    })
  return { lists, setState }
}

afterEach(() => localStorage.clear())

describe('StoredListsSettings', () => {
  it('keeps the lists by default, and turning it off stores the choice and clears them', async () => {
    const { lists } = fakeStoredLists()
    render(<StoredListsSettings storedLists={lists} />)
    const keep = screen.getByRole('checkbox', { name: 'Keep the last lists on this device' })
    expect(keep).toBeChecked()
    await userEvent.click(keep)
    expect(keep).not.toBeChecked()
    expect(storeListsPreference.get()).toBe('off')
    expect(lists.clear).toHaveBeenCalledTimes(1)
    // Back on, nothing is cleared: there is nothing kept to clear.
    await userEvent.click(keep)
    expect(storeListsPreference.get()).toBe('on')
    expect(lists.clear).toHaveBeenCalledTimes(1)
  })

  it('clears the kept lists on the button, then says so in a status', async () => {
    const { lists } = fakeStoredLists()
    render(<StoredListsSettings storedLists={lists} />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    await userEvent.click(screen.getByRole('button', { name: 'Clear stored lists' }))
    expect(lists.clear).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('status')).toHaveTextContent('Stored lists cleared')
  })

  it('says why nothing is kept when storage is unavailable or full, while the setting is on', async () => {
    const { lists, setState } = fakeStoredLists()
    render(<StoredListsSettings storedLists={lists} />)
    expect(screen.queryByText(/does not let the dashboard store lists/)).toBeNull()
    setState('unavailable')
    expect(
      screen.getByText(
        'This browser does not let the dashboard store lists here (private window or storage turned off); lists load from the API each visit.',
      ),
    ).toBeVisible()
    setState('full')
    expect(
      screen.getByText('Storage on this device is full: the last lists are not kept.'),
    ).toBeVisible()
    // Turned off, nothing is meant to be kept: no complaint that nothing is.
    await userEvent.click(screen.getByRole('checkbox'))
    expect(screen.queryByText(/Storage on this device is full/)).toBeNull()
  })
})

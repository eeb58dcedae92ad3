import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/test/fetch'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { sampleApi } from '@/test/sample-api'
import { stubMatchMedia } from '@/test/render'
import { defineGameAssetsPanel, type GameAssetsPanelElement } from './game-assets-panel-element'
import { PANEL_ROOT_ATTRIBUTE } from './shadow-css'

let count = 0

async function mount(attributes: Record<string, string>) {
  const tag = `item-link-panel-${++count}`
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  await act(async () => {
    document.body.append(element)
    defineGameAssetsPanel(tag)
  })
  const root = element.shadowRoot?.querySelector<HTMLElement>(`[${PANEL_ROOT_ATTRIBUTE}]`)
  return { element: element as GameAssetsPanelElement, panel: within(root as HTMLElement) }
}

const site = realisticGame().sites[0]!

beforeEach(() => {
  stubMatchMedia()
  // jsdom lays nothing out: the current row is brought into view in a browser only.
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(async () => {
  await act(async () => document.body.replaceChildren())
})

describe('<game-assets-panel item-id>', () => {
  it('opens the tab holding the item, writes it back, and marks its row current', async () => {
    stubFetch(sampleApi)
    const { element, panel } = await mount({
      'game-id': SAMPLE_GAMES.realistic,
      tab: 'builds',
      'item-id': site.site_id,
    })
    await waitFor(() => expect(element).toHaveAttribute('tab', 'sites'))
    const row = await panel.findByRole('row', { current: true })
    expect(row).toHaveTextContent(site.display_name)
  })

  it('lets the operator leave the item for another tab, and opens it again when set anew', async () => {
    stubFetch(sampleApi)
    const { element, panel } = await mount({
      'game-id': SAMPLE_GAMES.realistic,
      tab: 'sites',
      'item-id': site.site_id,
    })
    await panel.findByRole('row', { current: true })
    await userEvent.click(panel.getByRole('tab', { name: /^Builds/ }))
    // Still on Builds once every list is read: the item does not pull the panel back.
    await waitFor(() =>
      expect(panel.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true'),
    )
    await waitFor(() => expect(panel.queryByText(/Looking for/)).toBeNull())
    expect(element).toHaveAttribute('tab', 'builds')

    await act(async () => element.removeAttribute('item-id'))
    await act(async () => element.setAttribute('item-id', site.site_id))
    await waitFor(() => expect(element).toHaveAttribute('tab', 'sites'))
  })

  it.each([
    [
      'x'.repeat(300),
      /^The item id “x{200}… \(300 characters\)” is 300 characters long; an id is at most 128, so no item was opened\.$/,
    ],
    [
      'abc\u202edef',
      /^The item id “abc⟨U\+202E⟩def” holds control characters, shown here as ⟨U\+…⟩, so no item was opened\.$/,
    ],
  ])('refuses an id that cannot be one, in words', async (id, words) => {
    stubFetch(sampleApi)
    const { panel } = await mount({ 'game-id': SAMPLE_GAMES.realistic, 'item-id': id })
    expect(await panel.findByText(words)).toHaveAttribute('role', 'status')
    await panel.findByRole('tab', { name: /^Builds/ })
    expect(panel.queryByRole('row', { current: true })).toBeNull()
  })
})

import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestHeaders, stubFetch } from '@/test/fetch'
import { realisticGame, SAMPLE_GAMES } from '@/test/sample'
import { sampleApi, sampleApiFor } from '@/test/sample-api'
import { stubMatchMedia } from '@/test/render'
import {
  defineGameAssetsPanel,
  GameAssetsPanelElement,
  type GameAssetsChangeDetail,
} from './game-assets-panel-element'
import { PANEL_ROOT_ATTRIBUTE } from './shadow-css'

let count = 0
/** Custom element names cannot be registered twice: each test gets its own. */
const uniqueTag = () => `test-panel-${++count}`

const panelRoot = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[${PANEL_ROOT_ATTRIBUTE}]`) as HTMLElement

async function mount(attributes: Record<string, string>, before?: (element: HTMLElement) => void) {
  const tag = uniqueTag()
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  before?.(element)
  await act(async () => {
    document.body.append(element)
    defineGameAssetsPanel(tag)
  })
  return element as GameAssetsPanelElement
}

beforeEach(stubMatchMedia)

afterEach(async () => {
  await act(async () => document.body.replaceChildren())
})

describe('defineGameAssetsPanel', () => {
  it('registers a tag once, and gives another tag a class of its own', () => {
    const first = uniqueTag()
    const second = uniqueTag()
    const registered = defineGameAssetsPanel(first)
    expect(defineGameAssetsPanel(first)).toBe(registered)
    const other = defineGameAssetsPanel(second)
    expect(other).not.toBe(registered)
    expect(document.createElement(second)).toBeInstanceOf(GameAssetsPanelElement)
  })
})

describe('<game-assets-panel>', () => {
  it('sends a token set before the element was defined, and never shows it as an attribute', async () => {
    const fetch = stubFetch(sampleApi)
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic }, (el) => {
      ;(el as GameAssetsPanelElement).token = 'early-token'
    })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(requestHeaders(fetch).get('authorization')).toBe('Bearer early-token')
    // Write-only: no other script on the host reads it back.
    expect(element.token).toBeUndefined()
    expect(element.getAttributeNames()).toEqual(['game-id'])
  })

  it('forgets the token and the lists when api-base-url moves to another origin', async () => {
    const fetch = stubFetch(sampleApi)
    const element = await mount(
      { 'game-id': SAMPLE_GAMES.realistic, 'api-base-url': '/api' },
      (el) => {
        ;(el as GameAssetsPanelElement).token = 'for-the-first-api'
      },
    )
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(requestHeaders(fetch).get('authorization')).toBe('Bearer for-the-first-api')
    // Another path on the same origin keeps it.
    await act(async () => element.setAttribute('api-base-url', '/api/v2'))
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('/api/v2/'))
    expect(requestHeaders(fetch, fetch.mock.calls.length - 1).get('authorization')).toBe(
      'Bearer for-the-first-api',
    )

    const before = fetch.mock.calls.length
    await act(async () => element.setAttribute('api-base-url', 'https://other.example.com'))
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before))
    // This panel's requests only: one a panel of an earlier test started may still land here.
    const ours = (call: number) => /^(\/api\/|https:\/\/other\.example\.com\/)/.test(url(call))
    const url = (call: number) => String(fetch.mock.calls[call]?.[0])
    for (let call = before; call < fetch.mock.calls.length; call++) {
      if (!ours(call)) continue
      expect(url(call)).toMatch(/^https:\/\/other\.example\.com\//)
      expect(requestHeaders(fetch, call).get('authorization')).toBeNull()
    }
  })

  it('keeps sending to where a relative api-base-url pointed when given, whatever <base> a script adds later', async () => {
    const fetch = stubFetch(sampleApi)
    const element = await mount(
      { 'game-id': SAMPLE_GAMES.realistic, 'api-base-url': '/api' },
      (el) => {
        ;(el as GameAssetsPanelElement).token = 'for-this-page'
      },
    )
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const origin = new URL(String(fetch.mock.calls[0]?.[0]), document.baseURI).origin
    const base = document.createElement('base')
    base.href = 'https://elsewhere.example/'
    document.head.append(base)
    try {
      const before = fetch.mock.calls.length
      await act(async () => element.setAttribute('tab', 'sites'))
      await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before))
      for (const [url] of fetch.mock.calls.slice(before)) {
        expect(new URL(String(url), 'https://elsewhere.example/').origin).toBe(origin)
      }
    } finally {
      base.remove()
    }
  })

  it('says which character of its token cannot be sent, as the token form does', async () => {
    // As a browser does, the stub refuses a header value that is not Latin-1.
    const fetch = stubFetch((url, init) => {
      void new Headers(init?.headers)
      return sampleApi(url, init)
    })
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic }, (el) => {
      ;(el as GameAssetsPanelElement).token = 'abc\u2028def'
    })
    const alert = await within(panelRoot(element)).findByRole('alert')
    expect(alert).toHaveTextContent('The token cannot be sent')
    expect(alert).toHaveTextContent(
      'The token holds a line separator (U+2028) at character 4: a token is letters, digits and punctuation only. Paste it again without it.',
    )
    expect(alert).not.toHaveTextContent('could not be reached')
    expect(fetch).not.toHaveBeenCalled()
  })

  const operatorChanges = [
    {
      change: 'clearing token',
      start: (el: GameAssetsPanelElement) => (el.token = 'operator-a'),
      next: (el: GameAssetsPanelElement) => (el.token = undefined),
      sent: null,
    },
    {
      change: 'changing token',
      start: (el: GameAssetsPanelElement) => (el.token = 'operator-a'),
      next: (el: GameAssetsPanelElement) => (el.token = 'operator-b'),
      sent: 'Bearer operator-b',
    },
    {
      change: 'clearing gettoken',
      start: (el: GameAssetsPanelElement) => (el.gettoken = () => 'operator-a'),
      next: (el: GameAssetsPanelElement) => (el.gettoken = undefined),
      sent: null,
    },
    {
      change: 'changing gettoken',
      start: (el: GameAssetsPanelElement) => (el.gettoken = async () => 'operator-a'),
      next: (el: GameAssetsPanelElement) => (el.gettoken = async () => 'operator-b'),
      sent: 'Bearer operator-b',
    },
  ]

  it.each(operatorChanges)(
    'drops every list read with the old token on $change',
    async ({ start, next, sent }) => {
      const { fetch, refuse } = sampleApiFor('operator-a')
      const element = await mount({ 'game-id': SAMPLE_GAMES.realistic }, (el) => {
        start(el as GameAssetsPanelElement)
      })
      const panel = within(panelRoot(element))
      expect(await panel.findByRole('table', { name: 'Builds of Space Raiders' })).toBeVisible()
      expect(panel.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
      // Every list of the first operator has come (the other tabs show their counts).
      const { sites, avatars } = realisticGame()
      await waitFor(() => {
        expect(panel.getByRole('tab', { name: /^CDN sites/ })).toHaveTextContent(
          String(sites.length),
        )
        expect(panel.getByRole('tab', { name: /^Avatars/ })).toHaveTextContent(
          String(avatars.length),
        )
      })
      const before = fetch.mock.calls.length

      // The next operator's answers have not come yet: the old rows are gone already.
      await act(async () => {
        next(element)
      })
      expect(panel.queryByRole('table', { name: 'Builds of Space Raiders' })).toBeNull()
      expect(panel.queryByRole('button', { name: 'Export CSV' })).toBeNull()
      expect(panel.getByRole('status', { name: 'Loading builds…' })).toBeInTheDocument()

      await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before))
      for (let call = before; call < fetch.mock.calls.length; call++) {
        expect(requestHeaders(fetch, call).get('authorization')).toBe(sent)
      }
      refuse()
      // The API's refusal is the whole answer, not a failed refresh of the old list.
      const alert = await panel.findByRole('alert')
      expect(alert).toHaveTextContent('Sign-in or token needed')
      expect(alert).not.toHaveTextContent('showing the list loaded before')
      expect(panel.queryByRole('table')).toBeNull()
    },
  )

  it('keeps the lists when the same token is set again', async () => {
    const { fetch } = sampleApiFor('operator-a')
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic }, (el) => {
      ;(el as GameAssetsPanelElement).token = 'operator-a'
    })
    const panel = within(panelRoot(element))
    await panel.findByRole('table', { name: 'Builds of Space Raiders' })
    // Every list has come (the other tabs load once the open one is whole and the page idle).
    const { sites, avatars } = realisticGame()
    await waitFor(() => {
      expect(panel.getByRole('tab', { name: /^CDN sites/ })).toHaveTextContent(String(sites.length))
      expect(panel.getByRole('tab', { name: /^Avatars/ })).toHaveTextContent(String(avatars.length))
    })
    const asked = fetch.mock.calls.length
    await act(async () => (element.token = 'operator-a'))
    expect(panel.getByRole('table', { name: 'Builds of Space Raiders' })).toBeVisible()
    expect(fetch.mock.calls.length).toBe(asked)
  })

  it('keeps gettoken write-only, as token is', async () => {
    stubFetch(sampleApi)
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic }, (el) => {
      ;(el as GameAssetsPanelElement).gettoken = () => 'early-token'
    })
    expect(element.gettoken).toBeUndefined()
    await act(async () => (element.gettoken = () => 'later-token'))
    expect(element.gettoken).toBeUndefined()
  })

  it('takes the first api-base-url as a setting: a token set before it is kept', async () => {
    const fetch = stubFetch(sampleApi)
    const tag = uniqueTag()
    defineGameAssetsPanel(tag)
    const element = document.createElement(tag) as GameAssetsPanelElement
    element.setAttribute('game-id', SAMPLE_GAMES.realistic)
    element.token = 'set-first'
    element.setAttribute('api-base-url', 'https://api.example.com')
    await act(async () => document.body.append(element))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^https:\/\/api\.example\.com\//)
    expect(requestHeaders(fetch).get('authorization')).toBe('Bearer set-first')
  })

  it('stops a list still arriving after max-list-seconds, says so and offers Retry', async () => {
    const bodies: ReadableStreamDefaultController<Uint8Array>[] = []
    // The list's answer begins and never ends; stopping the request ends it, as fetch does.
    const fetch = stubFetch((url, init) => {
      if (!url.endsWith('/builds')) return sampleApi(url, init)
      const body = new ReadableStream<Uint8Array>({ start: (started) => void bodies.push(started) })
      init?.signal?.addEventListener('abort', () => bodies.at(-1)?.error(init.signal?.reason))
      bodies.at(-1)?.enqueue(new TextEncoder().encode('{"builds":['))
      return new Response(body, { headers: { 'content-type': 'application/json' } })
    })
    // A short limit (in real time): the answer never ends, so how busy the machine is does not
    // matter.
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic, 'max-list-seconds': '1' })
    const panel = within(panelRoot(element))
    const alert = await panel.findByRole('alert')
    expect(alert).toHaveTextContent('The builds took too long to arrive')
    expect(alert).toHaveTextContent(
      'The builds were still arriving after 1 second, so the dashboard stopped reading them.',
    )
    const asked = fetch.mock.calls.filter(([url]) => String(url).endsWith('/builds')).length
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/builds'))).toHaveLength(
        asked + 1,
      ),
    )
  })

  it('asks gettoken before each request', async () => {
    const fetch = stubFetch(sampleApi)
    const getToken = vi.fn(async () => 'fresh')
    await mount({ 'game-id': SAMPLE_GAMES.realistic }, (el) => {
      ;(el as GameAssetsPanelElement).gettoken = getToken
    })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await waitFor(() => expect(getToken).toHaveBeenCalledTimes(fetch.mock.calls.length))
    expect(requestHeaders(fetch).get('authorization')).toBe('Bearer fresh')
  })

  it('writes the tab the operator picks back to its attribute, then announces it', async () => {
    stubFetch(sampleApi)
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic, tab: 'builds' })
    const events: GameAssetsChangeDetail[] = []
    document.addEventListener('gameassetschange', (event) => {
      // Composed and bubbling: the host page hears it, with the attribute already updated.
      expect(element.getAttribute('tab')).toBe('sites')
      events.push((event as CustomEvent<GameAssetsChangeDetail>).detail)
    })

    const panel = within(panelRoot(element))
    await userEvent.click(await panel.findByRole('tab', { name: /CDN sites/ }))

    expect(events).toEqual([{ gameId: SAMPLE_GAMES.realistic, tab: 'sites', since: null }])
    expect(panel.getByRole('tab', { name: /CDN sites/ })).toHaveAttribute('aria-selected', 'true')
  })

  it('marks what is new after its since attribute, and writes back the time the operator picks', async () => {
    stubFetch(sampleApi)
    const element = await mount({
      'game-id': SAMPLE_GAMES.realistic,
      since: '2026-10-31T12:00:00Z',
    })
    const panel = within(panelRoot(element))
    // The five builds of the sample's last day, one of them dated in the future.
    expect(await panel.findAllByText('New', { exact: true })).toHaveLength(5)
    expect(panel.getByText('5 new').parentElement).toHaveTextContent(
      /^5 new since \d{4}-\d{2}-\d{2}/,
    )

    const events: GameAssetsChangeDetail[] = []
    document.addEventListener('gameassetschange', (event) => {
      events.push((event as CustomEvent<GameAssetsChangeDetail>).detail)
    })
    await userEvent.click(panel.getByRole('button', { name: /^Compare/ }))
    await userEvent.click(await panel.findByRole('button', { name: 'Clear since' }))
    expect(element.hasAttribute('since')).toBe(false)
    expect(events).toEqual([{ gameId: SAMPLE_GAMES.realistic, tab: 'builds', since: null }])
    expect(panel.queryAllByText('New', { exact: true })).toHaveLength(0)

    // A value that is not an RFC 3339 time marks nothing.
    await act(async () => element.setAttribute('since', 'last week'))
    expect(panel.queryAllByText('New', { exact: true })).toHaveLength(0)
    await act(async () => element.setAttribute('since', '2026-11-01T10:00:00Z'))
    expect(await panel.findAllByText('New', { exact: true })).toHaveLength(3)
  })

  it('follows its attributes', async () => {
    stubFetch(sampleApi)
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic, theme: 'dark' })
    const panel = within(panelRoot(element))
    expect(await panel.findByRole('heading', { name: 'Space Raiders' })).toBeInTheDocument()
    expect(panelRoot(element).querySelector('[data-theme]')).toHaveAttribute('data-theme', 'dark')

    await act(async () => {
      element.setAttribute('game-id', SAMPLE_GAMES.empty)
      element.setAttribute('theme', 'light')
      element.setAttribute('tab', 'avatars')
    })
    expect(await panel.findByText('This game has no custom avatars yet.')).toBeInTheDocument()
    expect(panelRoot(element).querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light')
  })

  it('hides its picker while hide-picker is set, as a React host that owns the game can', async () => {
    stubFetch(sampleApi)
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic })
    const panel = within(panelRoot(element))
    expect(await panel.findByRole('combobox', { name: 'Game' })).toBeInTheDocument()

    await act(async () => element.setAttribute('hide-picker', ''))
    await waitFor(() => expect(panel.queryByRole('combobox', { name: 'Game' })).toBeNull())
    expect(panel.getByRole('heading', { name: 'Space Raiders' })).toBeInTheDocument()
  })

  it('unmounts once removed from the page, but not when only moved', async () => {
    stubFetch(sampleApi)
    const element = await mount({ 'game-id': SAMPLE_GAMES.realistic })
    await within(panelRoot(element)).findByRole('heading', { name: 'Space Raiders' })

    await act(async () => document.body.prepend(document.createElement('p'), element))
    expect(panelRoot(element)).not.toBeEmptyDOMElement()

    await act(async () => element.remove())
    expect(panelRoot(element)).toBeEmptyDOMElement()
  })
})

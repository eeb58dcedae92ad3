import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { PanelRoot } from '@/app/panel-root'
import { themeChoices, type ThemeChoice } from '@/app/theme'
import { listKindNames, type ListKind } from '@/model/list-kinds'
import { noFilter, type RowFilter } from '@/model/row-filter'
import { filterOf } from '@/model/view'
import { formatSince, readSince } from '@/model/period'
import { forgetGameNames } from '@/features/games/recent-games'
import { clearStoredLists } from '@/api/stored-lists/stored-lists'
import type { ItemRef } from '@/features/lists/item-link'
import { embeddedListLoader, panelShown } from './embedded-list-loader'
import { preparePanelShadow } from './panel-styles'
import { requireReact19 } from './react-version'
import type { GameAssetsPanelAttributes } from './element-attributes'

/**
 * `detail` of the `gameassetschange` event: the view after the operator's pick; `since` as the
 * `since` attribute reads (RFC 3339), null for none.
 */
export type GameAssetsChangeDetail = { gameId: string | null; tab: ListKind; since: string | null }

/** `detail` of the `columnschange` event: the shown columns' ids, as in the `columns` attribute. */
export type GameAssetsColumnsDetail = { columns: string[] }

/** `detail` of the `itemlink` event: the item whose "Copy link" the operator pressed. */
export type GameAssetsItemLinkDetail = ItemRef

/** Asked before each request for the Bearer token; may return a promise. */
export type TokenGetter = () => string | undefined | Promise<string | undefined>

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback

/** The origin an `api-base-url` value points at (a path is on the page's own origin). */
function apiOrigin(value: string | null): string | undefined {
  try {
    return new URL(value ?? '', document.baseURI).origin
  } catch {
    return undefined
  }
}

/**
 * Where there is no DOM (Node, a server render), a plain class stands in for HTMLElement, so that
 * importing either entry never throws: the element is only ever defined in a browser.
 */
const ElementBase: typeof HTMLElement =
  globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement)

/**
 * `<game-assets-panel api-base-url game-id tab theme since hide-picker max-list-seconds columns
 * persist item-id item-links>`: the dashboard for pages that are not React, its attributes its
 * state. A game, tab or `since` the operator picks is written back to `game-id` / `tab` / `since`,
 * then announced by `gameassetschange`; `hide-picker` fixes the game to `game-id` (a React host's
 * `view.game` without `onViewChange`); `max-list-seconds` is how long a list may take to arrive;
 * `columns` lists the shown column ids, comma-separated (the operator's choice written back, then
 * announced by `columnschange`); `persist` and `item-id` are the React form's `persist` and
 * `itemId`; `item-links` offers "Copy link" on every row, firing `itemlink` for the host to make
 * its own link. The token is never an attribute (it would show in the DOM): set the `token`
 * property, or `gettoken` to a function asked before each request (may return a promise). Both
 * are write-only, so no other script reads them back; changing either drops every list read with
 * the one before, kept ones too (a new client). When `api-base-url` moves to another origin, the
 * token, `gettoken` and every list read are forgotten, being for the old API; its first value is
 * not a move, as a host may set the token before it.
 */
export class GameAssetsPanelElement extends ElementBase {
  static observedAttributes = [
    'api-base-url',
    'game-id',
    'tab',
    'theme',
    'since',
    'hide-picker',
    'max-list-seconds',
    'columns',
    'persist',
    'item-id',
    'item-links',
  ] satisfies (keyof GameAssetsPanelAttributes)[]

  #root: Root | undefined
  /** Says this panel has gone (embedded-list-loader.ts); set while it is on the page. */
  #gone: (() => void) | undefined
  #token: string | undefined
  #getToken: TokenGetter | undefined
  /** api-base-url has had a value: its first one is a setting, not a move to another API. */
  #hasBaseUrl = false
  /** The search and filters the operator chose; `since` lives in its attribute. */
  #filter: RowFilter = noFilter

  // Write-only, having no getters: they read as undefined whatever was set, so no other script
  // on the host reads the token, or a getter that hands it out, back.
  set token(token: string | undefined) {
    this.#token = token
    this.#render()
  }
  set gettoken(getToken: TokenGetter | undefined) {
    this.#getToken = getToken
    this.#render()
  }

  connectedCallback() {
    requireReact19()
    // Set before the element was defined, these are plain own properties hiding the setters.
    for (const name of ['token', 'gettoken'] as const) {
      if (Object.hasOwn(this, name)) {
        const value: unknown = Reflect.get(this, name)
        delete this[name]
        Reflect.set(this, name, value)
      }
    }
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    this.#root ??= createRoot(preparePanelShadow(shadow))
    // The list worker ends with the page's last panel.
    this.#gone ??= panelShown()
    this.#render()
  }

  disconnectedCallback() {
    // Later, not now: React must not unmount during its own rendering, and an element that is
    // only moved (disconnected, then connected again at once) keeps its state.
    queueMicrotask(() => {
      if (this.isConnected) return
      this.#root?.unmount()
      this.#root = undefined
      this.#gone?.()
      this.#gone = undefined
    })
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
    if (name === 'api-base-url') {
      const moved = this.#hasBaseUrl && apiOrigin(oldValue) !== apiOrigin(newValue)
      this.#hasBaseUrl = true
      if (moved) this.#forgetApi()
    }
    this.#render()
  }

  /** The token and every list read were for the API the element pointed at until now. */
  #forgetApi() {
    this.#token = undefined
    this.#getToken = undefined
    forgetGameNames()
    // The lists kept were read with that token, from that API.
    if (this.hasAttribute('persist')) void clearStoredLists()
    // A new root is a new panel: a new QueryClient, nothing read from the old API kept.
    if (this.#root) {
      this.#root.unmount()
      this.#root = createRoot(preparePanelShadow(this.shadowRoot as ShadowRoot))
    }
  }

  #view(): GameAssetsChangeDetail {
    return {
      gameId: this.getAttribute('game-id') || null,
      tab: oneOf(listKindNames, this.getAttribute('tab'), 'builds'),
      since: this.getAttribute('since'),
    }
  }

  #change(patch: Partial<GameAssetsChangeDetail>) {
    const view = { ...this.#view(), ...patch }
    if (view.gameId !== null) this.setAttribute('game-id', view.gameId)
    this.setAttribute('tab', view.tab)
    if (view.since === null) this.removeAttribute('since')
    else this.setAttribute('since', view.since)
    const init = { detail: view, bubbles: true, composed: true }
    this.dispatchEvent(new CustomEvent<GameAssetsChangeDetail>('gameassetschange', init))
  }

  #render() {
    if (!this.#root) return
    const { gameId, tab, since } = this.#view()
    // A `since` that is not an RFC 3339 time is left out, as the page's URL does.
    const sinceTime = readSince(since)
    // One that is not a number of seconds above 0 leaves the default (src/api/errors.ts).
    const maxListSeconds = this.getAttribute('max-list-seconds')
    this.#root.render(
      createElement(PanelRoot, {
        apiBaseUrl: this.getAttribute('api-base-url') ?? '',
        token: this.#token,
        getToken: this.#getToken,
        // The game, the tab and the filters are the element's; the sort and the item the panel's.
        view: { ...this.#filter, since: sinceTime, game: gameId, tab },
        onViewChange: (next) => {
          this.#filter = filterOf(next)
          const patch: Partial<GameAssetsChangeDetail> = {
            ...(next.game !== gameId && next.game !== null && { gameId: next.game }),
            ...(next.tab !== tab && { tab: next.tab }),
            ...(next.since !== sinceTime && { since: formatSince(next.since) ?? null }),
          }
          if (Object.keys(patch).length > 0) this.#change(patch)
          else this.#render()
        },
        theme: oneOf<ThemeChoice>(themeChoices, this.getAttribute('theme'), 'system'),
        maxListSeconds: maxListSeconds === null ? undefined : Number(maxListSeconds),
        columns: this.getAttribute('columns')
          ?.split(',')
          .map((id) => id.trim())
          .filter(Boolean),
        onColumnsChange: (columns) => {
          this.setAttribute('columns', columns.join(','))
          const init = { detail: { columns }, bubbles: true, composed: true }
          this.dispatchEvent(new CustomEvent<GameAssetsColumnsDetail>('columnschange', init))
        },
        persist: this.hasAttribute('persist'),
        // Checked and bounded by the panel, which says why it opens no item.
        itemId: this.getAttribute('item-id') ?? undefined,
        onItemLink: this.hasAttribute('item-links')
          ? (item) => {
              const init = { detail: item, bubbles: true, composed: true }
              this.dispatchEvent(new CustomEvent<GameAssetsItemLinkDetail>('itemlink', init))
            }
          : undefined,
        listLoader: embeddedListLoader(),
        canPickGame: !this.hasAttribute('hide-picker'),
      }),
    )
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'game-assets-panel': GameAssetsPanelElement
  }
  interface HTMLElementEventMap {
    gameassetschange: CustomEvent<GameAssetsChangeDetail>
    columnschange: CustomEvent<GameAssetsColumnsDetail>
    itemlink: CustomEvent<GameAssetsItemLinkDetail>
  }
}

/**
 * Registers the element under `tagName` (once; later calls return what is registered). A class
 * can be registered under one name only, so another name gets a subclass of its own. Where there
 * is no DOM (a server render) it registers nothing: the browser's run of the same code does.
 */
export function defineGameAssetsPanel(tagName = 'game-assets-panel'): CustomElementConstructor {
  if (typeof customElements === 'undefined') return GameAssetsPanelElement
  const registered = customElements.get(tagName)
  if (registered) return registered
  const element =
    customElements.getName(GameAssetsPanelElement) === null
      ? GameAssetsPanelElement
      : class extends GameAssetsPanelElement {}
  customElements.define(tagName, element)
  return element
}

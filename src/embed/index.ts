/*
 * The library's React entry (`import … from 'game-assets-dashboard'`): React, React DOM and
 * React Query are the host's own. What is exported here is the package's whole public API; its
 * type declarations are bundled from this file (scripts/lib-package.ts).
 */
import type { HTMLAttributes, Key, Ref } from 'react'
import type { GameAssetsPanelAttributes } from './element-attributes'
import type {
  GameAssetsChangeDetail,
  GameAssetsColumnsDetail,
  GameAssetsItemLinkDetail,
  GameAssetsPanelElement,
  TokenGetter,
} from './game-assets-panel-element'

export { GameAssetsPanel } from './shadow-panel'
export type { GameAssetsPanelProps } from '@/app/panel-root'
export type { ThemeChoice } from '@/app/theme'
export type { GameAssetsPanelAttributes, TabId } from './element-attributes'
export type { ConfiguredGame } from '@/features/games/game-options'
/** An item of a game, as `onItemLink` hands it over: `{ gameId, tab, itemId }`. */
export type { ItemRef } from '@/features/lists/item-link'
export type { SortState } from '@/model/sort'
export type { RowFilter } from '@/model/row-filter'
export type { View } from '@/model/view'
export type { TimeFormat, TimeZone } from '@/components/time-format'
export {
  defineGameAssetsPanel,
  GameAssetsPanelElement,
  type GameAssetsChangeDetail,
  type GameAssetsColumnsDetail,
  type GameAssetsItemLinkDetail,
  type TokenGetter,
} from './game-assets-panel-element'

/**
 * `<game-assets-panel>` in a React host's JSX (after `defineGameAssetsPanel()`): its attributes,
 * and its `token` and `gettoken` properties, which React 19 sets as properties on a defined
 * custom element; `ongameassetschange` and `oncolumnschange` listen to its change events,
 * `onitemlink` to its "Copy link".
 */
export type GameAssetsPanelElementProps = HTMLAttributes<GameAssetsPanelElement> &
  GameAssetsPanelAttributes & {
    ref?: Ref<GameAssetsPanelElement> | undefined
    key?: Key | null | undefined
    token?: string | undefined
    gettoken?: TokenGetter | undefined
    ongameassetschange?: ((event: CustomEvent<GameAssetsChangeDetail>) => void) | undefined
    oncolumnschange?: ((event: CustomEvent<GameAssetsColumnsDetail>) => void) | undefined
    onitemlink?: ((event: CustomEvent<GameAssetsItemLinkDetail>) => void) | undefined
  }

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's own JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      'game-assets-panel': GameAssetsPanelElementProps
    }
  }
}

/*
 * The library's React entry (`import … from 'game-assets-dashboard'`): React, React DOM and
 * React Query are the host's own.
 */
export { GameAssetsPanel } from './shadow-panel'
export type { GameAssetsPanelProps } from '../app/game-assets-panel'
export type { ThemeChoice } from '../app/theme'
export type { TabId } from '../app/view-url'
export type { ConfiguredGame } from '../features/games/game-options'
export type { SortState } from '../components/data-table/sort'
export type { RowFilter } from '../components/data-table/row-filter'
export type { TimeFormat, TimeZone } from '../components/time-format'
export {
  defineGameAssetsPanel,
  GameAssetsPanelElement,
  type GameAssetsChangeDetail,
  type TokenGetter,
} from './game-assets-panel-element'

/*
 * The library's React entry (`import … from 'game-assets-dashboard'`): React, React DOM and
 * React Query are the host's own.
 */
export { GameAssetsPanel } from './shadow-panel'
export type { GameAssetsPanelProps } from '../app/game-assets-panel'
export type { ThemeChoice } from '../app/theme'
/** The open tab's value: a list kind's name (`builds`, `sites`, `avatars`). */
export type { ListKind as TabId } from '../api/list-kinds'
export type { ConfiguredGame } from '../features/games/game-options'
export type { SortState } from '../features/upload-lists/sort'
export type { RowFilter } from '../features/upload-lists/row-filter'
export type { TimeFormat, TimeZone } from '../components/time-format'
export {
  defineGameAssetsPanel,
  GameAssetsPanelElement,
  type GameAssetsChangeDetail,
  type TokenGetter,
} from './game-assets-panel-element'

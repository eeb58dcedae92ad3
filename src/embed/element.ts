/*
 * The custom element entry (`import 'game-assets-dashboard/element'`): registers
 * `<game-assets-panel>`. Built into one file with React inside, for pages that are not React.
 */
import { defineGameAssetsPanel } from './game-assets-panel-element'

export type {
  GameAssetsChangeDetail,
  GameAssetsColumnsDetail,
  GameAssetsItemLinkDetail,
  GameAssetsPanelElement,
  TokenGetter,
} from './game-assets-panel-element'
export type { GameAssetsPanelAttributes, TabId } from './element-attributes'
export type { ThemeChoice } from '@/app/theme'

defineGameAssetsPanel()

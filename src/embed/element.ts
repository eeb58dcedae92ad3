/*
 * The custom element entry (`import 'game-assets-dashboard/element'`): registers
 * `<game-assets-panel>`. Built into one file with React inside, for pages that are not React.
 */
import { defineGameAssetsPanel, type GameAssetsPanelElement } from './game-assets-panel-element'

export type { GameAssetsChangeDetail, TokenGetter } from './game-assets-panel-element'
export type { GameAssetsPanelElement }

declare global {
  interface HTMLElementTagNameMap {
    'game-assets-panel': GameAssetsPanelElement
  }
}

defineGameAssetsPanel()

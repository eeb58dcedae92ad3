import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core'
import type { GameAssetsChangeDetail } from 'game-assets-dashboard/element'

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
  // <game-assets-panel> is a custom element, not an Angular component.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
})
export class App {
  protected readonly apiBaseUrl = location.origin
  protected readonly gameId = new URLSearchParams(location.search).get('game') ?? ''
  protected readonly token = 'host-token'
  protected readonly picked = signal<string | undefined>(undefined)

  protected onChange(event: CustomEvent<GameAssetsChangeDetail>) {
    this.picked.set(event.detail.tab)
  }
}

import css from '@/index.css?inline'
import { PANEL_ROOT_ATTRIBUTE, toShadowCss } from './shadow-css'

/**
 * One constructed sheet, shared by every panel on the page. Constructed sheets are not `<style>`
 * elements, so a strict Content-Security-Policy `style-src` does not block them, and nothing is
 * added to the host's `<head>`.
 */
let sheet: CSSStyleSheet | undefined

/** The element each shadow root renders the panel into, made with the root's first panel. */
const panelRoots = new WeakMap<ShadowRoot, HTMLElement>()

/**
 * Gives a shadow root the panel's styles and the element to render the panel into (it fills
 * the host element): the same element when the shadow root gets a panel again.
 */
export function preparePanelShadow(shadowRoot: ShadowRoot): HTMLElement {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(toShadowCss(css))
  }
  // jsdom (hosts' component tests) starts a shadow root with no list at all.
  const adopted = shadowRoot.adoptedStyleSheets ?? []
  if (!adopted.includes(sheet)) shadowRoot.adoptedStyleSheets = [...adopted, sheet]
  let root = panelRoots.get(shadowRoot)
  if (!root) {
    root = document.createElement('div')
    root.setAttribute(PANEL_ROOT_ATTRIBUTE, '')
    shadowRoot.append(root)
    panelRoots.set(shadowRoot, root)
  }
  return root
}

/*
 * Turns the dashboard's compiled Tailwind CSS into a sheet that works inside a shadow root,
 * whatever the host page's own CSS does. A pure string transform, so it is unit-tested.
 */

/** The element the panel renders into, inside its shadow root. */
export const PANEL_ROOT_ATTRIBUTE = 'data-game-assets-panel'

/** What `1rem` means to the panel: the browsers' default, whatever the host's `html` says. */
const REM_PX = 16

const PROPERTY_RULE = /@property\s+(--[\w-]+)\s*\{([^{}]*)\}/g
const descriptor = (body: string, name: string) =>
  new RegExp(`(?:^|;)\\s*${name}\\s*:([^;]*)`).exec(body)?.[1]?.trim()

/**
 * The value a registered property starts with, as a plain declaration. `initial` (no value) keeps
 * an ancestor's value from being inherited, as `inherits: false` did; a registered `<length>`
 * may start at `0`, which `calc(1px + 0)` only accepts as `0px`.
 */
function initialDeclaration(name: string, body: string): string {
  const value = descriptor(body, 'initial-value')
  if (!value) return `${name}:initial`
  const isLength = /<length/.test(descriptor(body, 'syntax') ?? '')
  return `${name}:${isLength && value === '0' ? '0px' : value}`
}

/**
 * Browsers ignore `@property` inside shadow roots, so Tailwind's `--tw-*` properties would start
 * unset and every utility combining them (shadow, ring, transform) would compute to nothing. Each
 * one's start becomes a plain declaration on every element, in the lowest layer so utilities still
 * win (as Tailwind does without `@property`, behind an `@supports` Chromium does not match).
 */
export function inlineRegisteredProperties(css: string): string {
  const declarations: string[] = []
  const rest = css.replace(PROPERTY_RULE, (_rule, name: string, body: string) => {
    declarations.push(initialDeclaration(name, body))
    return ''
  })
  if (declarations.length === 0) return rest
  return `${rest}\n@layer properties{:host,*,::before,::after,::backdrop{${declarations.join(';')}}}`
}

/** A string (`content: "2rem"`), which stays as it is, or a length in `rem`. */
const STRING_OR_REM =
  /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|(?<![\w.\\-])(-?\d*\.?\d+)rem(?![\w-])/g

const remToPx = (value: string) =>
  value.replace(STRING_OR_REM, (_match, string: string | undefined, number: string) =>
    string === undefined ? `${+(Number(number) * REM_PX).toFixed(4)}px` : string,
  )

/**
 * A declaration's value: from its colon to the `;` or `}` that ends it, strings whole. A colon
 * that a `{` follows first is a selector's (`.sm\:p-6`) or an at-rule's condition.
 */
const DECLARATION_VALUE = /:((?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|[^;{}"'])*)(?=[;}])/g

/**
 * `rem` follows the host page's `html` font size, which the shadow boundary does not stop (a
 * host with `html { font-size: 20px }` would make every size in the panel 25% larger). Lengths
 * in declarations become pixels; selectors (`.max-h-\[48rem\]`) and at-rule conditions (media
 * queries measure `rem` against the browser's default anyway) are left as they are.
 */
export const fixRemToPixels = (css: string): string =>
  css.replace(DECLARATION_VALUE, (_match, value: string) => `:${remToPx(value)}`)

/**
 * Properties that inherit through the shadow boundary from the host element (a host's
 * `* { font: 20px serif }` reaches it) start again from the browser's defaults at the panel's
 * root; the panel's own classes then set its font and colours. Custom properties are not reset
 * by `all`, so the theme's colours set on `:host` still reach the panel.
 */
const ROOT_RESET = `:host{display:block}
[${PANEL_ROOT_ATTRIBUTE}]{all:initial;display:block;height:100%}`

/** The sheet a shadow root needs: the compiled CSS, fixed for the shadow tree, and the resets. */
export function toShadowCss(css: string): string {
  return `${fixRemToPixels(inlineRegisteredProperties(css))}\n${ROOT_RESET}`
}

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
 * out unset there and every utility that combines them (shadow, ring, transform) would compute
 * to nothing. Each registered property's start becomes a plain declaration on every element, in
 * the lowest layer so that the utilities that set these properties still win. (Tailwind does the
 * same for browsers without `@property`, behind an `@supports` that Chromium does not match.)
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

const REM = /(?<![\w.\\-])(-?\d*\.?\d+)rem(?![\w-])/g

const QUOTED = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')/

/** Strings (`content: "2rem"`) are the odd parts of the split, and stay as they are. */
const remToPx = (value: string) =>
  value
    .split(QUOTED)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(
            REM,
            (_match, number: string) => `${+(Number(number) * REM_PX).toFixed(4)}px`,
          ),
    )
    .join('')

/**
 * `rem` follows the host page's `html` font size, which the shadow boundary does not stop (a
 * host with `html { font-size: 20px }` would make every size in the panel 25% larger). Lengths
 * in declarations become pixels; selectors (`.max-h-\[48rem\]`) and at-rule conditions (media
 * queries measure `rem` against the browser's default anyway) are left as they are.
 */
export function fixRemToPixels(css: string): string {
  let out = ''
  let segment = ''
  let quote: string | undefined
  for (let i = 0; i < css.length; i++) {
    const char = css[i] as string
    if (char === '\\') {
      segment += char + (css[i + 1] ?? '')
      i++
    } else if (quote) {
      segment += char
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") {
      segment += char
      quote = char
    } else if (char === '{') {
      // What came before is a selector or an at-rule's prelude.
      out += segment + char
      segment = ''
    } else if (char === ';' || char === '}') {
      out += declarationRemToPx(segment) + char
      segment = ''
    } else {
      segment += char
    }
  }
  return out + segment
}

function declarationRemToPx(declaration: string): string {
  const colon = declaration.indexOf(':')
  if (colon < 0 || declaration.trimStart().startsWith('@')) return declaration
  return declaration.slice(0, colon + 1) + remToPx(declaration.slice(colon + 1))
}

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

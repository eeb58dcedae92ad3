import { describe, expect, it } from 'vitest'
import { fixRemToPixels, inlineRegisteredProperties, toShadowCss } from './shadow-css'

describe('inlineRegisteredProperties', () => {
  it('turns @property initial values into declarations in the lowest layer', () => {
    const css = [
      '@layer properties, utilities;',
      '.shadow-sm{--tw-shadow:0 1px 3px red;box-shadow:var(--tw-shadow)}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-ring-inset{syntax:"*";inherits:false}',
      '@property --tw-translate-x { syntax: "*"; inherits: false; initial-value: 0; }',
      '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}',
      '@property --tw-content{syntax:"*";initial-value:"";inherits:false}',
    ].join('\n')

    const out = inlineRegisteredProperties(css)

    expect(out).not.toContain('@property')
    expect(out).toContain('.shadow-sm{--tw-shadow:0 1px 3px red;')
    expect(out).toContain(
      '@layer properties{:host,*,::before,::after,::backdrop{' +
        '--tw-shadow:0 0 #0000;' +
        // Without an initial value: not inherited from an ancestor that sets it.
        '--tw-ring-inset:initial;' +
        '--tw-translate-x:0;' +
        // A length, so that calc(1px + var(--tw-ring-offset-width)) stays valid.
        '--tw-ring-offset-width:0px;' +
        '--tw-content:""}}',
    )
  })

  it('leaves CSS without @property as it is', () => {
    expect(inlineRegisteredProperties('.a{color:red}')).toBe('.a{color:red}')
  })
})

describe('fixRemToPixels', () => {
  it('turns rem lengths in declarations into pixels', () => {
    expect(fixRemToPixels(':host{--spacing:.25rem;--text-sm:0.875rem}')).toBe(
      ':host{--spacing:4px;--text-sm:14px}',
    )
    expect(fixRemToPixels('.m{margin:-1.5rem 2rem;width:calc(100vw - 2rem)}')).toBe(
      '.m{margin:-24px 32px;width:calc(100vw - 32px)}',
    )
  })

  it('leaves selectors, media queries, strings and other units alone', () => {
    const css = [
      '.max-h-\\[48rem\\]{max-height:48rem}',
      '@media (width>=40rem){.sm\\:p-6{padding:1.5rem}}',
      '.q{content:"2rem";font-size:1em;letter-spacing:.1rem}',
      '.x{grid-area:rem;--tw-remx:3}',
    ].join('')
    expect(fixRemToPixels(css)).toBe(
      [
        '.max-h-\\[48rem\\]{max-height:768px}',
        '@media (width>=40rem){.sm\\:p-6{padding:24px}}',
        '.q{content:"2rem";font-size:1em;letter-spacing:1.6px}',
        '.x{grid-area:rem;--tw-remx:3}',
      ].join(''),
    )
  })
})

describe('toShadowCss', () => {
  it('adds the host and root resets after the compiled CSS', () => {
    const out = toShadowCss('.a{padding:1rem}')
    expect(out.startsWith('.a{padding:16px}')).toBe(true)
    expect(out).toContain(':host{display:block}')
    expect(out).toMatch(/\[data-game-assets-panel\]\{all:initial;/)
  })
})

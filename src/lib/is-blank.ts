const BLANK = /^[\s\u200B-\u200D\u2060\uFEFF]*$/u

/** True for text with nothing to see: empty, spaces, or only zero-width characters. */
export const isBlank = (text: string) => BLANK.test(text)

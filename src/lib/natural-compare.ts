const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'accent' })

/** "build 9" before "build 10", "Alpha" equal to "alpha" (ties keep their order). */
export const naturalCompare = collator.compare

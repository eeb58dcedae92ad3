import { isBlank } from '../lib/is-blank'
import { AlertIcon } from './icons'

export type NameTextProps = { name: string; warnings: readonly string[] }

/**
 * An item's display name, as text whatever it holds (markup, right-to-left, emoji, zero-width
 * characters), cut to one line with the whole name on hover; a warning mark leads it when the
 * item has values the dashboard could not read.
 */
export function NameText({ name, warnings }: NameTextProps) {
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {warnings.length > 0 && (
        <span title={warnings.join('\n')} className="shrink-0 text-warn">
          <AlertIcon className="size-4" />
          <span className="sr-only">Warning: {warnings.join('; ')}.</span>
        </span>
      )}
      {isBlank(name) ? (
        <span className="text-fg-subtle italic">(no name)</span>
      ) : (
        <span dir="auto" title={name} className="truncate font-medium">
          {name}
        </span>
      )}
    </span>
  )
}

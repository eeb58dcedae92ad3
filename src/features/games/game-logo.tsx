import { use, useState } from 'react'
import { ApiClientContext } from '@/api/client-context'
import { echoText } from '@/lib/bound-text'
import { apiImageUrl } from '@/lib/safe-image-url'

export type GameLogoProps = {
  /** The game's name, for its initials; its id when it has none. */
  label: string
  /** `logo_url` as the API listed it; initials without one, or when it does not load. */
  logoUrl: string | undefined
  className?: string
}

/** Letters and digits only: an echoed name may hold marks, symbols or bidi controls. */
const WORD_START = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu

/** "Space Raiders" → "SR", "ビルド" → "ビ", "load-test-1000" → "LT"; "?" when no letter at all. */
export function initialsOf(label: string): string {
  const words = label.slice(0, 200).match(WORD_START) ?? []
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
  return initials.toLocaleUpperCase() || '?'
}

const frame = 'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md'

/**
 * A game's logo beside its name (decorative: the name is always next to it), or its initials
 * in the same square. A relative `logo_url` is the API's; only http(s) is loaded.
 */
export function GameLogo({ label, logoUrl, className = 'size-6 text-[10px]' }: GameLogoProps) {
  const url = apiImageUrl(logoUrl, use(ApiClientContext)?.baseUrl)
  const [failedUrl, setFailedUrl] = useState<string>()
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        referrerPolicy="no-referrer"
        decoding="async"
        onError={() => setFailedUrl(url)}
        className={`${frame} bg-fill object-cover ${className}`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-initials
      className={`${frame} bg-accent-soft font-semibold text-accent-strong ring-1 ring-accent/20 ring-inset ${className}`}
    >
      {initialsOf(label)}
    </span>
  )
}

export type GameLabelProps = {
  game: { id: string; name?: string | undefined; logoUrl?: string | undefined }
  /** Size of the logo square and of its initials. */
  logoClassName: string
  nameClassName?: string
  idClassName: string
}

/**
 * A game as a list names it: its logo (or initials), then its name over its id, both as the API,
 * a link or a stored game gave them, so shown bounded and with overrides made visible.
 */
export function GameLabel({
  game,
  logoClassName,
  nameClassName = '',
  idClassName,
}: GameLabelProps) {
  const label = game.name ?? game.id
  return (
    <>
      <GameLogo label={label} logoUrl={game.logoUrl} className={logoClassName} />
      <span className="min-w-0">
        <span dir="auto" className={`block truncate font-medium ${nameClassName}`}>
          {echoText(label)}
        </span>
        <span className={`block truncate font-mono text-xs ${idClassName}`}>
          {echoText(game.id)}
        </span>
      </span>
    </>
  )
}

import type { ReactNode, Ref } from 'react'
import { STANDALONE_HEIGHT } from './prepare-shell'
import type { ColorScheme } from './theme'

export type PageFrameProps = {
  scheme: ColorScheme
  /** `?embed=1`: no header, and the page grows with its content (see Dashboard). */
  embed: boolean
  /** The header's controls, at its right end; the header is left out when embedded. */
  controls?: ReactNode
  /** Above the main part, full width: what is wrong with the config or the URL. */
  banners?: ReactNode
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}

/**
 * The standalone page's frame: header bar, banners, main column. The dashboard renders it, and
 * so does the shell that index.html paints before any JavaScript runs (page-shell.tsx), so the
 * two cannot drift apart.
 */
export function PageFrame({ scheme, embed, controls, banners, children, ref }: PageFrameProps) {
  return (
    <div
      ref={ref}
      data-theme={scheme}
      // Embedded, the frame takes the content's height, so the table gets a height of its own.
      // Standalone, from 1024 px the page is the window's height and the table scrolls in it;
      // narrower (a phone), the page scrolls and the table keeps a screenful (data-table.tsx).
      className={`flex flex-col bg-canvas text-fg ${embed ? '[&_[role=region]]:max-h-[48rem]' : STANDALONE_HEIGHT.join(' ')}`}
    >
      {!embed && (
        <header className="@container bg-slate-900">
          <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <a
              href="?"
              className="flex items-center gap-2 rounded font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
            >
              <img src="favicon.svg" alt="" width={24} height={24} />
              Game assets
            </a>
            {controls}
          </div>
        </header>
      )}
      {banners}
      <main className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col px-3 py-3 sm:px-6 sm:py-4">
        {children}
      </main>
    </div>
  )
}

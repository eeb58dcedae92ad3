import { useId, useState, type ReactNode, type Ref } from 'react'
import { ChevronDownIcon, SlidersIcon } from '../components/icons'
import { STANDALONE_HEIGHT } from './prepare-shell'
import type { ColorScheme } from './theme'

export type PageFrameProps = {
  scheme: ColorScheme
  /** `?embed=1`: no header, and the page grows with its content (see Dashboard). */
  embed: boolean
  /** The header's controls; the header is left out when embedded. */
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
            {controls && <HeaderControls>{controls}</HeaderControls>}
          </div>
        </header>
      )}
      {banners}
      <main className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6">
        {children}
      </main>
    </div>
  )
}

/**
 * The header's controls in a row where they fit (a header 48rem wide or more), else behind one
 * "Settings" button that opens them below it: the page never scrolls sideways, in a narrow
 * window or a console's sidebar. The same controls either way, so nothing has two states.
 */
function HeaderControls({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        document.getElementById(`${id}-button`)?.focus()
      }}
    >
      <button
        type="button"
        id={`${id}-button`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-200 ring-1 ring-slate-700 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white @3xl:hidden"
      >
        <SlidersIcon className="size-4" />
        Settings
        <ChevronDownIcon className={`size-3.5 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        className={`${open ? 'flex' : 'hidden'} absolute top-full right-0 z-30 mt-2 flex-col items-end gap-3 rounded-lg bg-slate-900 p-3 shadow-lg ring-1 ring-slate-700 @3xl:static @3xl:mt-0 @3xl:flex @3xl:flex-row @3xl:items-center @3xl:bg-transparent @3xl:p-0 @3xl:shadow-none @3xl:ring-0`}
      >
        {children}
      </div>
    </div>
  )
}

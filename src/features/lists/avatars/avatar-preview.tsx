import { createContext, Suspense, useState, type ReactNode } from 'react'
import type { Avatar } from '@/model/list-items'
import { ErrorBoundary } from '@/components/error-boundary'
import { lazyPart } from '@/lib/lazy-part'

// Its own chunk: most visits never open a preview, so it stays out of the start-up bundle.
const dialogCode = lazyPart(() => import('./avatar-preview-dialog'))
const dialog = dialogCode.component((module) => module.AvatarPreviewDialog)

/** Fetches the dialog's code ahead of a click (on hover or focus of a thumbnail). */
export const preloadPreview = dialogCode.preload

/** What to preview, and the control that asked: focus goes back to it when the dialog closes. */
export type Previewed = { avatar: Avatar; trigger: HTMLElement }

/**
 * Opens the preview. Undefined outside an AvatarPreviewProvider: thumbnails are then plain images.
 */
export const AvatarPreviewContext = createContext<((previewed: Previewed) => void) | undefined>(
  undefined,
)

/**
 * Holds the one preview dialog of the avatars table. Everything else about it (focus, closing)
 * lives in the dialog's own chunk, to keep this part of the start-up code small.
 */
export function AvatarPreviewProvider({ children }: { children: ReactNode }) {
  const [previewed, setPreviewed] = useState<Previewed>()
  return (
    <AvatarPreviewContext value={setPreviewed}>
      {children}
      {previewed && (
        <ErrorBoundary what="the avatar preview">
          <Suspense
            fallback={
              <p
                role="status"
                className="fixed inset-x-0 top-1/3 mx-auto w-fit rounded-md bg-surface p-2 shadow-lg ring-1 ring-line"
              >
                Opening the preview…
              </p>
            }
          >
            <dialog.Component {...previewed} onClosed={() => setPreviewed(undefined)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </AvatarPreviewContext>
  )
}

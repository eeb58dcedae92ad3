import { useEffect, type RefObject } from 'react'

/**
 * Inside an iframe (`?embed=1`), tells the parent page how tall the content is, so it can size
 * the frame (docs/iframe.md). Only to `parentOrigin` (config.json `embedParentOrigin`): nothing
 * is sent without it, as a message to any origin would tell every page that frames this one.
 */
export function useEmbedHeight(
  rootRef: RefObject<HTMLElement | null>,
  parentOrigin: string | undefined,
  enabled: boolean,
) {
  useEffect(() => {
    const root = rootRef.current
    if (!enabled || !parentOrigin || !root || window.parent === window) return
    let sent = -1
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height)
      if (height === sent) return
      sent = height
      window.parent.postMessage({ type: 'game-assets:height', height }, parentOrigin)
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [rootRef, parentOrigin, enabled])
}

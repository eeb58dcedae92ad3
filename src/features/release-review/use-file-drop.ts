import { useEffect, type RefObject } from 'react'

const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true

/**
 * A file dropped anywhere on the open tab's panel (the element around `ref` with the tabpanel
 * role) is handed to `onFile`; while a file is dragged over it, the panel has `data-dropping`,
 * which the panel's styles outline.
 */
export function useFileDrop(
  ref: RefObject<HTMLElement | null>,
  onFile: ((file: File) => void) | undefined,
) {
  useEffect(() => {
    const panel = ref.current?.closest<HTMLElement>('[role=tabpanel]')
    if (!panel || !onFile) return
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
      panel.dataset.dropping = ''
    }
    const leave = (event: DragEvent) => {
      if (!panel.contains(event.relatedTarget as Node | null)) delete panel.dataset.dropping
    }
    const drop = (event: DragEvent) => {
      delete panel.dataset.dropping
      const file = event.dataTransfer?.files[0]
      if (!file) return
      event.preventDefault()
      onFile(file)
    }
    panel.addEventListener('dragover', over)
    panel.addEventListener('dragleave', leave)
    panel.addEventListener('drop', drop)
    return () => {
      panel.removeEventListener('dragover', over)
      panel.removeEventListener('dragleave', leave)
      panel.removeEventListener('drop', drop)
      delete panel.dataset.dropping
    }
  }, [ref, onFile])
}

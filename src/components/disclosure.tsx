import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { ChevronDownIcon } from './icons'
import type { RovingControl } from './use-roving-keys'

/**
 * A button that opens a panel below it: Escape, a press outside or focus moving on outside
 * closes it, and Escape puts focus back on the button. Outside means outside the element holding
 * both, in its own root, so it works in a shadow root (the custom element) as in the page. With a
 * `control`, the button is one of a toolbar's roving controls (use-roving-keys.ts).
 */
export function useDisclosure(control?: RovingControl) {
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const id = useId()
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.composedPath()[0] as Node)) setOpen(false)
    }
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined
    root?.addEventListener('pointerdown', onPointerDown)
    return () => root?.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    // A menu inside another closes alone.
    event.stopPropagation()
    close()
  }
  // Tab on from the panel's last control (or back from its button): a panel left open would
  // cover what has focus now. Focus leaving the page (no related target) leaves it open, and so
  // does focus going to an element around it: a press on the panel's text (or a radio's label)
  // focuses the nearest focusable ancestor (a tab panel) before the click lands.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget
    const root = rootRef.current
    if (open && next !== null && root && !root.contains(next) && !next.contains(root)) {
      setOpen(false)
    }
  }
  const buttonProps = {
    tabIndex: control?.tabIndex,
    ref: (element: HTMLButtonElement | null) => {
      buttonRef.current = element
      const forget = control?.ref(element)
      return () => {
        buttonRef.current = null
        forget?.()
      }
    },
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen(!open),
  } as const
  return { open, setOpen, close, id, rootRef, onKeyDown, onBlur, buttonProps }
}

/**
 * Focuses `element`; inside a closed disclosure's panel (a toolbar menu in a compact panel), where
 * it cannot take focus, the button that opens that panel takes it instead: focus goes back to
 * where the control is reached from, not nowhere.
 */
export function focusOrMenuButton(element: HTMLElement) {
  const closed = element.parentElement?.closest<HTMLElement>('[hidden][id]')
  if (!closed) {
    element.focus()
    return
  }
  const root = element.getRootNode() as Document | ShadowRoot
  const button = root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(closed.id)}"]`)
  // That button may sit in a closed menu of its own (Compare's, inside More).
  if (button) focusOrMenuButton(button)
}

export const menuButtonClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-fg ring-1 ring-line-strong ring-inset hover:bg-fill focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

export type ToolbarMenuProps = {
  /** The button's words ("Filters", "More"). */
  label: string
  /** After the label: what is on inside (a count, "30 s"), also read by screen readers. */
  badge?: ReactNode
  /** The button is one of a toolbar's roving controls (use-roving-keys.ts). */
  control?: RovingControl | undefined
  children: ReactNode
}

/**
 * A toolbar's controls behind one button, for a narrow panel: the same controls as wide, in a
 * panel that opens below and stays open while they are used. The panel lines up with the right
 * edge of the toolbar, which must be positioned, and is never wider: it stays inside a sidebar.
 */
export function ToolbarMenu({ label, badge, control, children }: ToolbarMenuProps) {
  const { open, id, rootRef, onKeyDown, onBlur, buttonProps } = useDisclosure(control)
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusStaysIn(panelRef, open)
  return (
    <div ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button {...buttonProps} className={menuButtonClass}>
        {label}
        {badge}
        <ChevronDownIcon className={`size-3.5 text-fg-subtle ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={id}
        hidden={!open}
        role="group"
        aria-label={label}
        className="absolute top-full right-0 z-30 mt-2 w-80 max-w-full rounded-lg bg-surface p-3 shadow-lg ring-1 ring-line-strong"
      >
        <div className="flex flex-col items-start gap-3">{children}</div>
      </div>
    </div>
  )
}

/**
 * While `active`: a control inside the panel removed while it had focus (a filter chip's ×)
 * would leave focus on the page, where Escape no longer closes the menu and Tab starts over; it
 * goes to the panel's first control instead (a radio group's checked choice).
 */
function useFocusStaysIn(panelRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const panel = panelRef.current
    if (!panel || !active) return
    let focused: Element | null = null
    const onFocusIn = (event: Event) => {
      focused = event.target as Element
    }
    const onFocusOut = (event: Event) => {
      const next = (event as globalThis.FocusEvent).relatedTarget
      if (next instanceof Node && !panel.contains(next)) focused = null
    }
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return
      focused = null
      // Focus went nowhere (not elsewhere in a shadow root either, whose host would have it).
      const now = panel.ownerDocument.activeElement
      if (now !== null && now !== panel.ownerDocument.body) return
      // A radio group is one stop: its checked choice.
      panel
        .querySelector<HTMLElement>(
          'button:not(:disabled), input:not([type=radio]):not(:disabled), input[type=radio]:checked:not(:disabled), select:not(:disabled), a[href]',
        )
        ?.focus()
    })
    panel.addEventListener('focusin', onFocusIn)
    panel.addEventListener('focusout', onFocusOut)
    observer.observe(panel, { childList: true, subtree: true })
    return () => {
      panel.removeEventListener('focusin', onFocusIn)
      panel.removeEventListener('focusout', onFocusOut)
      observer.disconnect()
    }
  }, [panelRef, active])
}

/** A small count or state on a menu button: "2" filters on, "30 s" auto-refresh. */
export function MenuBadge({ children, label }: { children: ReactNode; label: string }) {
  return (
    <span className="rounded-full bg-accent-soft px-1.5 text-xs font-semibold text-accent-strong tabular-nums">
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{` (${label})`}</span>
    </span>
  )
}

import { useEffect, useState } from 'react'

export type CountdownProps = { milliseconds: number; children: (seconds: number) => string }

/** Seconds left until a moment `milliseconds` after it first renders, ticking every second. */
export function Countdown({ milliseconds, children }: CountdownProps) {
  const [until] = useState(() => Date.now() + milliseconds)
  const [left, setLeft] = useState(() => Math.ceil(milliseconds / 1000))
  useEffect(() => {
    const timer = setInterval(
      () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000))),
      1000,
    )
    return () => clearInterval(timer)
  }, [until])
  return <p aria-live="polite">{children(left)}</p>
}

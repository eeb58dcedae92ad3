export type ShortIdProps = { value: string }

const VISIBLE = 8

/**
 * The first block of a UUID is enough to tell ids apart at a glance; hover shows all of it, and
 * screen readers (and the browser's find) get the full value.
 */
export function ShortId({ value }: ShortIdProps) {
  const isShortened = value.length > VISIBLE + 1
  return (
    <span title={value} className="font-mono text-xs whitespace-nowrap text-slate-600">
      {isShortened ? (
        <>
          <span aria-hidden="true">{value.slice(0, VISIBLE)}…</span>
          <span className="sr-only">{value}</span>
        </>
      ) : (
        value
      )}
    </span>
  )
}

export type UnknownValueProps = { what: string }

/** Stands where the API sent a value that cannot be read: blank, never a guess. */
export function UnknownValue({ what }: UnknownValueProps) {
  return (
    <span
      title={`The API sent no readable ${what} for this item`}
      className="text-fg-subtle italic"
    >
      Unknown
    </span>
  )
}

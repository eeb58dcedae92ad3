import { SinceForm } from '../since/since-form'

export type CompareOptionsProps = {
  /** Closes the menu, once a choice is made. */
  onDone: () => void
}

/** What the Compare menu offers: a time to mark items new after. */
export function CompareOptions({ onDone }: CompareOptionsProps) {
  return (
    <div className="flex flex-col gap-4">
      <SinceForm onDone={onDone} />
    </div>
  )
}

import type { Tag, Tags } from '@/model/list-items'
import { markClass, markStyles } from '@/components/mark-styles'
import { isCurrentTag, tagText } from '@/model/build-tags'
import { boundText, echoText } from '@/lib/bound-text'
import { useCellTabIndex } from '@/components/data-table/in-row'

/** Chips shown in a row; the rest are counted ("+2") and named on hover. */
const SHOWN_CHIPS = 3
/** A tooltip longer than this is cut. */
const MAX_TITLE = 300

/** A tag as it is shown: keys and values come from the API, so each is bounded and marked. */
const shownTag = ([key, value]: Tag): Tag => [echoText(key), echoText(value)]
/** Tags as one tooltip or sentence, each marked on its own (so `separator` stays as it is). */
const tagsText = (tags: Tags, separator: string) =>
  boundText(tags.map((tag) => tagText(shownTag(tag))).join(separator), MAX_TITLE)

// One element a chip, cut with "…" at its width; in a row's details (a popover with room for
// them) chips wrap, each as wide as the details.
const chipClass =
  'mr-1 inline-block max-w-40 truncate rounded-full bg-fill px-2 py-0.5 align-middle text-xs text-fg-muted ring-1 ring-line-strong ring-inset in-data-row-details:my-0.5 in-data-row-details:max-w-full'
const buttonClass =
  'hover:bg-fill-strong hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent'

/** Adds a tag to the filter, in a list (the table's meta); without it the chips are plain text. */
type OnPick = ((tag: Tag) => void) | undefined

/**
 * One tag as one element, "key: value" cut to the chip, in the direction of its own text; a
 * button that filters by it.
 */
function TagChip({ tag, onPick }: { tag: Tag; onPick: OnPick }) {
  const tabIndex = useCellTabIndex()
  const text = tagText(shownTag(tag))
  if (!onPick) {
    return (
      <span dir="auto" title={text} className={chipClass}>
        {text}
      </span>
    )
  }
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      dir="auto"
      title={`Show only builds tagged ${text}`}
      onClick={() => onPick(tag)}
      className={`${chipClass} ${buttonClass}`}
    >
      {text}
    </button>
  )
}

/** A build's tags as chips, `current` left to its badge; none is a dash. */
export function TagChips({ tags, onPick }: { tags: Tags; onPick?: OnPick }) {
  const chips = tags.filter((tag) => !isCurrentTag(tag))
  if (chips.length === 0) {
    return (
      // A label, not a hidden twin: the dash is read as "No tags".
      <span role="img" aria-label="No tags" title="No tags" className="text-fg-faint">
        —
      </span>
    )
  }
  const hidden = chips.slice(SHOWN_CHIPS)
  return (
    // No wrapper: the chips sit in the table cell, which cuts them at its edge.
    <>
      {chips.slice(0, SHOWN_CHIPS).map((tag, index) => (
        <TagChip key={index} tag={tag} onPick={onPick} />
      ))}
      {hidden.length > 0 && (
        <span title={tagsText(hidden, '\n')} className="align-middle text-xs text-fg-subtle">
          +{hidden.length}
          <span className="sr-only"> more: {tagsText(hidden, ', ')}</span>
        </span>
      )}
    </>
  )
}

/** Marks the build in use (`current: true`); a button that shows only it, in a list. */
export function CurrentBadge({ onPick }: { onPick?: OnPick }) {
  const tabIndex = useCellTabIndex()
  const { label, description: title, className: colours } = markStyles.current
  const className = `${markClass} ${colours}`
  if (!onPick) {
    return (
      <span title={title} className={className}>
        {label}
      </span>
    )
  }
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      title={`${title}. Show only it`}
      onClick={() => onPick(['current', 'true'])}
      className={`${className} ${buttonClass}`}
    >
      {label}
    </button>
  )
}

import type { ComponentType, SVGProps } from 'react'

export type SegmentedOption<T extends string> = {
  value: T
  label: string
  /** With an icon, the label is read to screen readers and shown as a tooltip only. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>
}

export type SegmentedControlProps<T extends string> = {
  legend: string
  /** The radio group's name; unique on the page. */
  name: string
  options: readonly SegmentedOption<T>[]
  value: T
  onChange: (value: T) => void
  /** `inverse` sits on the always-dark page header. */
  variant?: 'default' | 'inverse'
  /**
   * Too narrow for one row (a sidebar panel), the choices wrap whole onto more rows, each row's
   * sharing its width. Where the control's box shrinks to fit (a menu), leave it off: there
   * the choices would stack.
   */
  wrap?: boolean
}

const looks = {
  default: {
    group: 'ring-line-strong',
    option: 'text-fg-muted hover:bg-fill has-checked:bg-accent has-checked:text-on-accent',
    focus: 'has-focus-visible:outline-accent',
  },
  inverse: {
    group: 'ring-slate-600',
    option: 'text-slate-200 hover:bg-slate-800 has-checked:bg-slate-600 has-checked:text-white',
    focus: 'has-focus-visible:outline-white',
  },
}

/** One choice of a few, as radio buttons that look like a row of buttons (arrow keys move). */
export function SegmentedControl<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  variant = 'default',
  wrap = false,
}: SegmentedControlProps<T>) {
  const look = looks[variant]
  return (
    <fieldset className={`flex rounded-md ring-1 ${look.group} ${wrap ? 'flex-wrap' : ''}`}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          title={option.icon && option.label}
          className={`flex cursor-pointer items-center px-3 py-1.5 text-sm whitespace-nowrap first:rounded-l-md last:rounded-r-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ${look.option} ${look.focus} ${option.icon ? 'px-2' : ''} ${wrap ? 'grow justify-center' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.icon ? (
            <>
              <option.icon className="size-4" />
              <span className="sr-only">{option.label}</span>
            </>
          ) : (
            option.label
          )}
        </label>
      ))}
    </fieldset>
  )
}

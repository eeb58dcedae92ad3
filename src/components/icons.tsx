import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/** An icon drawn by `shape` in the 16 px box above. */
const iconOf = (shape: ReactNode) =>
  function ShapeIcon(props: IconProps) {
    return <Icon {...props}>{shape}</Icon>
  }

export const ArrowUpIcon = iconOf(<path d="M8 12.5v-9M4.5 7 8 3.5 11.5 7" />)

export const ArrowDownIcon = iconOf(<path d="M8 3.5v9M4.5 9 8 12.5 11.5 9" />)

export const SortableIcon = iconOf(<path d="M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3" />)

export const ImageIcon = iconOf(
  <>
    <rect x="2.5" y="2.5" width="11" height="11" rx="2" />
    <circle cx="6" cy="6.25" r="1.25" />
    <path d="m13.5 10.5-3-3-6 6" />
  </>,
)

export const BrokenImageIcon = iconOf(
  <>
    <path d="M13.5 8.5v3a2 2 0 0 1-2 2h-7a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3" />
    <path d="m10 2.5 3.5 3.5M13.5 2.5 10 6" />
  </>,
)

export const AlertIcon = iconOf(
  <>
    <path d="M8 2.25 14.25 13.5H1.75Z" />
    <path d="M8 6.5v3M8 11.5v.01" />
  </>,
)

export const ChevronDownIcon = iconOf(<path d="m4 6 4 4 4-4" />)

export const EllipsisIcon = iconOf(<path d="M3.5 8h.01M8 8h.01M12.5 8h.01" strokeWidth="2.5" />)

export const SearchIcon = iconOf(
  <>
    <circle cx="7" cy="7" r="4.25" />
    <path d="m10.25 10.25 3.25 3.25" />
  </>,
)

export const CopyIcon = iconOf(
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5v-2a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
  </>,
)

export const CheckIcon = iconOf(<path d="m3.5 8.5 3 3 6-7" />)

export const LinkIcon = iconOf(
  <>
    <path d="M6.5 9.5a3 3 0 0 0 4.2 0l2-2a3 3 0 0 0-4.2-4.2l-.9.9" />
    <path d="M9.5 6.5a3 3 0 0 0-4.2 0l-2 2a3 3 0 0 0 4.2 4.2l.9-.9" />
  </>,
)

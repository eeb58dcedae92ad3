import type { SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

/*
 * The icons the first screen draws, and the frame every icon shares. An icon drawn only by a
 * lazily loaded part (the copy, export and refresh buttons) lives in that part's module, so it
 * loads with it rather than at start-up.
 */

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

export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="m5.5 8.25 1.75 1.75 3.25-3.5" />
  </Icon>
)

export const UploadingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 11V4.5M5.25 7.25 8 4.5l2.75 2.75" />
    <path d="M3.5 12.5h9" />
  </Icon>
)

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 12.5v-9M4.5 7 8 3.5 11.5 7" />
  </Icon>
)

export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 3.5v9M4.5 9 8 12.5 11.5 9" />
  </Icon>
)

export const SortableIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3" />
  </Icon>
)

export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="2.5" width="11" height="11" rx="2" />
    <circle cx="6" cy="6.25" r="1.25" />
    <path d="m13.5 10.5-3-3-6 6" />
  </Icon>
)

export const BrokenImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 8.5v3a2 2 0 0 1-2 2h-7a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3" />
    <path d="m10 2.5 3.5 3.5M13.5 2.5 10 6" />
  </Icon>
)

export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 2.25 14.25 13.5H1.75Z" />
    <path d="M8 6.5v3M8 11.5v.01" />
  </Icon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m4 6 4 4 4-4" />
  </Icon>
)

export const KeyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5.5" cy="10.5" r="3" />
    <path d="m7.75 8.25 5.75-5.75M11.5 4.5l1.5 1.5" />
  </Icon>
)

export const StaleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 4.75V8l2.25 1.5" />
  </Icon>
)

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="7" cy="7" r="4.25" />
    <path d="m10.25 10.25 3.25 3.25" />
  </Icon>
)

export const SunIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="2.75" />
    <path d="M8 1.75v1.5M8 12.75v1.5M1.75 8h1.5M12.75 8h1.5M3.6 3.6l1.05 1.05M11.35 11.35l1.05 1.05M3.6 12.4l1.05-1.05M11.35 4.65l1.05-1.05" />
  </Icon>
)

export const MoonIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.25 9.5A5.5 5.5 0 0 1 6.5 2.75a5.5 5.5 0 1 0 6.75 6.75Z" />
  </Icon>
)

export const MonitorIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="1.75" y="2.5" width="12.5" height="8.5" rx="1.25" />
    <path d="M5.5 13.75h5M8 11v2.75" />
  </Icon>
)

export const SlidersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 4.5h11M2.5 11.5h11" />
    <circle cx="5.5" cy="4.5" r="1.75" fill="currentColor" />
    <circle cx="10.5" cy="11.5" r="1.75" fill="currentColor" />
  </Icon>
)

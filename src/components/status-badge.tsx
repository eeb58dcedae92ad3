import type { ComponentType, SVGProps } from 'react'
import { CheckCircleIcon, UploadingIcon } from './icons'

export type UploadStatus = 'complete' | 'uploading'

type StatusStyle = {
  label: string
  description: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
  className: string
}

/** One lookup for every status: label, icon and colour travel together (never colour alone). */
export const statusStyles: Record<UploadStatus, StatusStyle> = {
  complete: {
    label: 'Complete',
    description: 'The upload has finished.',
    Icon: CheckCircleIcon,
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  },
  uploading: {
    label: 'Uploading',
    description: 'The upload has not finished (it may still be running, or was abandoned).',
    Icon: UploadingIcon,
    className: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  },
}

export const uploadStatus = (item: { complete: boolean }): UploadStatus =>
  item.complete ? 'complete' : 'uploading'

export type StatusBadgeProps = { status: UploadStatus }

export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, description, Icon, className } = statusStyles[status]
  return (
    <span
      title={description}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      <Icon className="size-3.5 shrink-0" />
      {label}
    </span>
  )
}

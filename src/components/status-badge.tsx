import type { UploadStatus } from '@/model/upload-status'

type StatusStyle = {
  label: string
  description: string
  className: string
}

/** One lookup for every status: label, icon and colour travel together (never colour alone). */
export const statusStyles: Record<UploadStatus, StatusStyle> = {
  complete: {
    label: 'Complete',
    description: 'The upload has finished.',
    className: 'bg-ok-soft text-ok-strong ring-ok/25',
  },
  uploading: {
    label: 'Uploading',
    description: 'The upload has started and not finished yet.',
    className: 'bg-info-soft text-info-strong ring-info/30',
  },
  stale: {
    label: 'Stale',
    description: 'The upload has been incomplete for a long time: it has probably stalled.',
    className: 'bg-warn-soft text-warn-strong ring-warn/40',
  },
}

export type StatusBadgeProps = { status: UploadStatus; title?: string | undefined }

/**
 * A status as a pill of one element: its icon is the `::before` of `data-status-icon`, a mask in
 * index.css, so a table's thousand badges draw no SVG each.
 */
export function StatusBadge({ status, title }: StatusBadgeProps) {
  const { label, description, className } = statusStyles[status]
  return (
    <span
      title={title ?? description}
      data-status-icon={status}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 align-middle text-xs font-medium whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  )
}

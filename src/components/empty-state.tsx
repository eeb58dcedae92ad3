import type { ReactNode } from 'react'

export type EmptyStateProps = { title: string; children?: ReactNode }

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-line-strong px-6 py-12 text-center">
      <p className="text-base font-medium text-fg">{title}</p>
      {children && <p className="mt-1 text-sm text-fg-muted">{children}</p>}
    </div>
  )
}

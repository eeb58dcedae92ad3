import type { Bytes } from '../api/schemas'
import { formatExactSize, formatSize } from '../lib/format-size'

export type SizeTextProps = { bytes: Bytes }

export function SizeText({ bytes }: SizeTextProps) {
  return (
    <span title={formatExactSize(bytes)} className="whitespace-nowrap tabular-nums">
      {formatSize(bytes)}
    </span>
  )
}

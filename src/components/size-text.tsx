import { formatExactSize, formatSize, type Bytes } from '@/lib/format-size'
import { UnknownValue } from './unknown-value'

export type SizeTextProps = { bytes: Bytes | undefined }

export function SizeText({ bytes }: SizeTextProps) {
  if (bytes === undefined) return <UnknownValue what="size" />
  return (
    <span title={formatExactSize(bytes)} className="whitespace-nowrap tabular-nums">
      {formatSize(bytes)}
    </span>
  )
}

import { listKinds } from '@/model/list-kinds'
import type { Build } from '@/model/list-items'
import { NameCell } from '@/features/lists/name-cell'
import { idColumn, uploadColumns } from '@/features/lists/upload-columns'
import { createAppColumnHelper, type TableColumn } from '@/components/data-table/table-features'
import { isCurrent } from '@/model/build-tags'
import { CurrentBadge, TagChips } from './tag-chips'

const helper = createAppColumnHelper<Build>()
const shared = uploadColumns<Build>()

// Typed, so that the library's declarations (tsconfig.lib.json) can name it.
export const buildColumns: TableColumn<Build>[] = [
  {
    ...shared.name,
    // The build in use is found at a glance: its badge follows the name.
    cell: ({ row, table }) => {
      const { addTagFilter } = table.options.meta ?? {}
      const current = isCurrent(row.original.tags) && <CurrentBadge onPick={addTagFilter} />
      return <NameCell item={row.original} marks={current} cells={table.options.meta} />
    },
  },
  shared.status,
  shared.size,
  shared.created,
  helper.accessor((build) => build.tags, {
    id: 'tags',
    header: 'Tags',
    enableSorting: false,
    // Folded, into the row's details: chips need more room than the line under the name has.
    size: 224,
    meta: {
      fold: { below: 760, to: 'details' },
      // The chips sit in the cell itself, cut at its edge.
      body: { className: 'overflow-hidden whitespace-nowrap' },
    },
    cell: (info) => (
      <TagChips tags={info.getValue()} onPick={info.table.options.meta?.addTagFilter} />
    ),
  }),
  idColumn<Build>('buildId', listKinds.builds.idLabel),
  shared.uploadId,
]

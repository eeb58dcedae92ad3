// The bench's same-stack reference (see index.html). The list's URL comes from the page's own
// query: ?list=<absolute URL of a builds list>.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import {
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { createRoot } from 'react-dom/client'

type Build = {
  build_id: string
  display_name: string
  complete: boolean
  content_length: number
  create_ts: string
}

const list = new URL(window.location.href).searchParams.get('list') ?? ''

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
})
const helper = createColumnHelper<typeof features, Build>()
const columns = helper.columns([
  helper.accessor('display_name', { header: 'Name' }),
  helper.accessor('complete', {
    header: 'Status',
    cell: (info) => (info.getValue() ? 'Complete' : 'Uploading'),
    enableSorting: false,
  }),
  helper.accessor('content_length', {
    header: 'Size',
    cell: (info) => `${(info.getValue() / 2 ** 20).toFixed(1)} MiB`,
  }),
  helper.accessor('create_ts', {
    header: 'Created',
    cell: (info) => new Date(info.getValue()).toLocaleString(),
  }),
])
const noBuilds: Build[] = []

function Builds() {
  const { data = noBuilds } = useQuery({
    queryKey: ['builds', list],
    queryFn: async () => {
      const response = await fetch(list, { headers: { accept: 'application/json' } })
      return ((await response.json()) as { builds: Build[] }).builds
    },
  })
  const table = useTable({
    features,
    columns,
    data,
    initialState: { sorting: [{ id: 'create_ts', desc: true }] },
  })
  const { rows } = table.getRowModel()
  const scrollRef = useRef<HTMLDivElement>(null)
  // As react-virtual's docs use it; this page is built without the React Compiler the rule is for.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 41,
    overscan: 10,
  })
  const items = virtualizer.getVirtualItems()
  const above = items[0]?.start ?? 0
  const below = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return (
    <div ref={scrollRef} role="region" aria-label="Builds" tabIndex={0}>
      <table aria-rowcount={data === noBuilds ? 1 : rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <th key={header.id}>
                  {header.column.getCanSort() ? (
                    <button type="button" onClick={header.column.getToggleSortingHandler()}>
                      <FlexRender header={header} />
                    </button>
                  ) : (
                    <FlexRender header={header} />
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {above > 0 && <tr aria-hidden style={{ height: above }} />}
          {items.map((item) => {
            const row = rows[item.index]!
            return (
              <tr key={row.id} aria-rowindex={item.index + 2}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            )
          })}
          {below > 0 && <tr aria-hidden style={{ height: below }} />}
        </tbody>
      </table>
    </div>
  )
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <Builds />
  </QueryClientProvider>,
)

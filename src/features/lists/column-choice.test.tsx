import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable } from '@/components/data-table/data-table'
import { parseList } from '@/api/schemas'
import { renderWithApi } from '@/test/render'
import { realisticGame } from '@/test/sample'
import type { Build } from '@/model/list-items'
import { buildColumns } from './builds/build-columns'
import { columnsPreferenceKey, useColumnChoice, type HostColumns } from './column-choice'

/** The builds table with the columns chosen here (stored on this device, or a host's). */
function ChosenTable({ host }: { host?: HostColumns }) {
  const choice = useColumnChoice('builds', buildColumns, host)
  const builds: Build[] = parseList('builds', { builds: realisticGame().builds })
  return (
    <DataTable
      label="Builds"
      items={builds}
      order={Uint32Array.from(builds.keys())}
      columns={buildColumns}
      sorting={[]}
      onSortingChange={() => {}}
      columnVisibility={choice.columnVisibility}
      columnSizing={choice.columnSizing}
    />
  )
}

/** The table's column headers, each by the words it starts with. */
const header = (words: string) =>
  within(screen.getByRole('table', { name: 'Builds' })).queryByRole('columnheader', {
    name: new RegExp(`^${words}`),
  })

describe('the columns chosen', () => {
  it('always show Name, even when this device remembers it left out', () => {
    localStorage.setItem(
      columnsPreferenceKey('builds'),
      JSON.stringify({ leftOut: ['name', 'size'], sizing: {} }),
    )
    renderWithApi(<ChosenTable />)
    expect(header('Name')).toBeInTheDocument()
    expect(header('Size')).not.toBeInTheDocument()
    expect(header('Status')).toBeInTheDocument()
  })

  it('always show Name, even when a host leaves it out of its columns', () => {
    renderWithApi(<ChosenTable host={{ columns: ['status'] }} />)
    expect(header('Name')).toBeInTheDocument()
    expect(header('Status')).toBeInTheDocument()
    expect(header('Size')).not.toBeInTheDocument()
  })
})

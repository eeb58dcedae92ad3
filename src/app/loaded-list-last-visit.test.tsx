import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { parseList } from '@/api/schemas'
import { listModel, type LastVisit } from '@/model/list-model'
import { defaultView, type View } from '@/model/view'
import { freezeTime, renderWithApi } from '@/test/render'
import { realisticGame, SAMPLE_NOW } from '@/test/sample'
import { LoadedList } from './list-tab'
import { ViewContext } from './view-context'

const builds = parseList('builds', { builds: realisticGame().builds })
const [first, second] = builds
/** The last visit, a day before the sample's "now", saw all but the first two builds. */
const lastVisit: LastVisit = {
  at: Date.parse(SAMPLE_NOW) - 24 * 60 * 60 * 1000,
  ids: new Set(builds.slice(2).map((build) => build.buildId)),
}

function Harness({ since }: { since?: number }) {
  const [view, setView] = useState<View>({ ...defaultView, game: 'game-1', since })
  const list = useMemo(() => listModel(builds, false, { lastVisit }), [])
  return (
    <ViewContext
      value={{
        view,
        change: (patch) => setView((current) => ({ ...current, ...patch })),
        canPickGame: false,
      }}
    >
      <LoadedList
        kind="builds"
        gameId="game-1"
        gameName="Space Raiders"
        list={list}
        fetchedAt={Date.parse(SAMPLE_NOW)}
        compact={false}
      />
    </ViewContext>
  )
}

const summary = () =>
  screen.getAllByRole('status').find((element) => /complete in all/.test(element.textContent))
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })
const newBadges = () => within(screen.getByRole('table')).queryAllByText('New', { exact: true })

describe('LoadedList after a last visit', () => {
  it('marks and counts what the last visit did not hold, until it is marked as seen', async () => {
    freezeTime()
    const user = userEvent.setup()
    renderWithApi(<Harness />)
    expect(summary()).toHaveTextContent('2 new since your last visit, yesterday 12:00, 1.2 GiB')
    expect(within(rowOf(first?.name ?? '')).getByText('New')).toHaveAttribute(
      'title',
      'Not in the list of your last visit, yesterday 12:00',
    )
    expect(within(rowOf(second?.name ?? '')).getByText('New')).toBeInTheDocument()
    expect(newBadges()).toHaveLength(2)

    await user.click(screen.getByRole('radio', { name: 'New only' }))
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Mark as seen' }))
    expect(newBadges()).toHaveLength(0)
    expect(summary()).not.toHaveTextContent('new since')
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    expect(screen.queryByRole('radio', { name: 'New only' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as seen' })).not.toBeInTheDocument()
  })

  it('leaves what is new to a since the view has', () => {
    freezeTime()
    renderWithApi(<Harness since={Date.parse('2026-10-31T12:00:00Z')} />)
    expect(summary()).toHaveTextContent(/new since 2026-10-31 12:00/)
    expect(summary()).not.toHaveTextContent('last visit')
    expect(screen.queryByRole('button', { name: 'Mark as seen' })).not.toBeInTheDocument()
  })
})

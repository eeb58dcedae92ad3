import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseRfc4180 } from '@/test/rfc-4180'
import { BOM } from './csv'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseList } from '@/api/schemas'
import { exportFieldsOf } from './export-fields'
import { freezeTime, renderUi } from '@/test/render'
import { realisticGame, SAMPLE_NOW } from '@/test/sample'
import { staleAfterMs } from '@/model/upload-status'
import { ExportButtons } from './export-buttons'
import { exportRows } from './download-export'

const builds = parseList('builds', { builds: realisticGame().builds })
const clock = { now: Date.parse(SAMPLE_NOW), staleAfter: staleAfterMs(24) }
const source = {
  gameId: 'game-1',
  gameName: 'Game one',
  tab: 'builds' as const,
  fields: exportFieldsOf('builds'),
}

/** Stands in for the browser's download: the files the buttons hand over, name and text. */
function captureDownloads() {
  const blobs = new Map<string, Blob>()
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`
      blobs.set(url, blob)
      return url
    },
    revokeObjectURL: () => undefined,
  })
  const files: { name: string; text: Promise<string> }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: blobs.get(this.href)!.text() })
  })
  return files
}

function renderButtons(order: number[]) {
  freezeTime()
  const rows = Uint32Array.from(order)
  renderUi(
    <ExportButtons
      noun="builds"
      rowCount={rows.length}
      write={exportRows(builds, rows, clock, source)}
    />,
  )
}

const csvButton = () => screen.getByRole('button', { name: 'Export CSV' })
const jsonButton = () => screen.getByRole('button', { name: 'Export JSON' })

describe('ExportButtons', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })

  it('downloads the rows of the order as CSV, named after the game, tab and day', async () => {
    const files = captureDownloads()
    renderButtons([3, 0])
    await userEvent.click(csvButton())
    await waitFor(() => expect(files).toHaveLength(1))
    expect(files[0]!.name).toBe('Game_one-game-1-builds-2026-11-01.csv')
    const text = await files[0]!.text
    // Blob.text() already drops the BOM, as a UTF-8 decoder does.
    const names = parseRfc4180(text.replace(BOM, ''))
      .slice(1)
      .map((record) => record[2])
    expect(names).toEqual([builds[3]!.name, builds[0]!.name])
  })

  it('works from the keyboard: Enter on a focused button downloads', async () => {
    const files = captureDownloads()
    const user = userEvent.setup()
    renderButtons([1])
    await user.tab()
    expect(csvButton()).toHaveFocus()
    await user.tab()
    expect(jsonButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(files).toHaveLength(1))
    expect(files[0]!.name).toBe('Game_one-game-1-builds-2026-11-01.json')
    const file = JSON.parse(await files[0]!.text) as {
      game: unknown
      builds: { build_id: string }[]
    }
    expect(file.game).toEqual({ id: 'game-1', name: 'Game one' })
    expect(file.builds.map((row) => row.build_id)).toEqual([builds[1]!.buildId])
  })

  it('says "Exporting…" while the file is written, and takes no second click meanwhile', async () => {
    // The file is held until the second click has landed: on a loaded machine a real write was
    // done before it, and the click started a second export.
    let finish = () => undefined as void
    const write = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderUi(<ExportButtons noun="builds" rowCount={2} write={write} />)
    await userEvent.click(csvButton())
    const busy = await screen.findByRole('button', { name: 'Exporting CSV…' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(write).toHaveBeenCalledWith('csv'))
    await userEvent.click(busy)
    finish()
    await waitFor(() => expect(csvButton()).toHaveAttribute('aria-busy', 'false'))
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('is disabled, saying why, when the filter shows no rows', async () => {
    const files = captureDownloads()
    renderButtons([])
    for (const button of [csvButton(), jsonButton()]) {
      // Disabled for assistive technology, still focusable: the toolbar's Tab stop may be it.
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toHaveAttribute('title', 'No builds match these filters: nothing to export.')
      await userEvent.click(button)
      expect(button).toHaveAttribute('aria-busy', 'false')
    }
    expect(files).toHaveLength(0)
  })

  it('says so when the export fails, and what to do', async () => {
    captureDownloads()
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('out of memory')
    })
    renderButtons([0])
    await userEvent.click(csvButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed. Try again; if it fails again, reload the page.',
    )
  })
})

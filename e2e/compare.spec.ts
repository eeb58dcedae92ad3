import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { freezeClock, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { chooseFile, earlier, exportSnapshot, fileOf, NAMES } from './support/snapshot-files'
import { assetTable, expectRowCount } from './support/table'
import { openToolbarMenu, throughMenuIf, toolbarMenuButton } from './support/toolbar'

/*
 * Comparing with a saved snapshot: Export JSON, change the file as time would (an item gone, one
 * new, some changed), then load it back with "Compare with a snapshot…" or by dropping it, at a
 * desk's width and in a sidebar's.
 */

const rows = (page: Page) => assetTable(page).locator('tbody tr[aria-rowindex]')
const rowNamed = (page: Page, name: string) => rows(page).filter({ hasText: name })
const strip = (page: Page) => page.getByRole('status').filter({ hasText: 'complete in all' })
const banner = (page: Page) => page.getByRole('region', { name: 'Comparison' })

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 1000 })
  await freezeClock(page)
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { sort: 'name.asc' }))
  await expectRowCount(assetTable(page), realistic.builds.length)
  // The export names the game as the page knows it: by its name once the games list has come,
  // by its id before (on a loaded machine the rows can come first).
  await expect(page.getByRole('heading', { name: 'Space Raiders' })).toBeVisible()
}

// At 400 px the panel is compact: Export JSON and Compare are in the toolbar's "More".
for (const { width, compact } of [
  { width: 1280, compact: false },
  { width: 400, compact: true },
]) {
  test.describe(`at ${width} px`, () => {
    const exportBuilds = (page: Page) =>
      throughMenuIf(compact, page, 'More', () => exportSnapshot(page))
    async function compareWith(page: Page, file: ReturnType<typeof fileOf>) {
      if (!compact) return chooseFile(page, file)
      await openToolbarMenu(page, 'More')
      await chooseFile(page, file)
      // Escape, not a second press on More: a comparison that starts mounts the list anew, which
      // may have closed the menu already (and lost the focus, as at any width).
      await page.keyboard.press('Escape')
      await expect(toolbarMenuButton(page, 'More')).toHaveAttribute('aria-expanded', 'false')
    }

    test('a snapshot shows what was added, removed and changed, and filters by it', async ({
      page,
    }) => {
      await open(page, width)
      const snapshot = earlier(await exportBuilds(page))
      await compareWith(page, fileOf('space-raiders-last-week.json', snapshot))

      await expect(banner(page)).toContainText('Comparing with “space-raiders-last-week.json”')
      await expect(banner(page)).toContainText('of Space Raiders, taken 2026-11-01 12:00')
      await expect(banner(page)).toContainText('not part of the page’s link')
      await expect(strip(page)).toContainText('1 added')
      await expect(strip(page)).toContainText('1 removed')
      await expect(strip(page)).toContainText('3 changed')
      // The figures are of the list today; the removed build is a row of its own.
      await expect(strip(page)).toContainText(`${realistic.builds.length} builds`)
      await expectRowCount(assetTable(page), realistic.builds.length + 1)

      await expect(rowNamed(page, NAMES.added)).toContainText('Added')
      const gone = rowNamed(page, NAMES.gone)
      await expect(gone).toContainText('Removed')
      await expect(gone).toHaveClass(/italic/)
      // Sorted with the rest: by name, after "abandoned upload" and "beta 2", before "build 1".
      await expect(rows(page).nth(2)).toContainText(NAMES.gone)

      // The old value shows on keyboard focus, and is the badge's description.
      const changed = rowNamed(page, NAMES.resized).getByText('Changed', { exact: true })
      await changed.focus()
      const tooltip = page.getByRole('tooltip').filter({ hasText: 'Size: 1.0 KiB →' })
      await expect(tooltip).toBeVisible()
      await expect(changed).toHaveAccessibleDescription(/Size: 1\.0 KiB → 512\.0 MiB/)
      await expect(
        rowNamed(page, NAMES.renamed).getByText('Changed', { exact: true }),
      ).toHaveAccessibleDescription('Name: “Release 1.0 RC” → “Release 1.0”')
      await expect(
        rowNamed(page, NAMES.completed).getByText('Changed', { exact: true }),
      ).toHaveAccessibleDescription('Upload: complete → not complete')

      const show = banner(page).getByLabel('Show')
      await show.selectOption({ label: 'Removed (1)' })
      await expectRowCount(assetTable(page), 1)
      await show.selectOption({ label: 'Changed (3)' })
      await expectRowCount(assetTable(page), 3)
      // The change filter combines with the search.
      await page.getByRole('searchbox').fill('build')
      await expectRowCount(assetTable(page), 1)
      await page.getByRole('searchbox').fill('')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)

      // Kept on another tab: the file has no CDN sites, and says so there.
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await expect(banner(page)).toContainText('has no list of CDN sites')
      await page.getByRole('tab', { name: /Builds/ }).click()
      await expectRowCount(assetTable(page), 3)

      await banner(page).getByRole('button', { name: 'Clear comparison' }).click()
      await expect(banner(page)).toHaveCount(0)
      await expectRowCount(assetTable(page), realistic.builds.length)
      await expect(rows(page).getByText('Added', { exact: true })).toHaveCount(0)
    })

    test('a file of another game, not JSON or with ids twice is refused, and nothing changes', async ({
      page,
    }) => {
      await open(page, width)
      const snapshot = await exportBuilds(page)
      await compareWith(page, fileOf('good.json', earlier(snapshot)))
      await expect(banner(page)).toContainText('“good.json”')
      await page.getByRole('tab', { name: /CDN sites/ }).click()
      await page.getByRole('tab', { name: /Builds/ }).click()
      const url = page.url()

      const other = { ...snapshot, game: { id: SAMPLE_GAMES.empty, name: 'Empty Game' } }
      await compareWith(page, fileOf('<b>other</b>.json', other))
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('“<b>other</b>.json” is a snapshot of “Empty Game”')

      await compareWith(page, fileOf('broken.json', '{"snapshot": 1, "builds": ['))
      await expect(alert).toContainText('“broken.json” is not JSON')

      const twice = { ...snapshot, builds: [...snapshot.builds, snapshot.builds[0]] }
      await compareWith(page, fileOf('twice.json', twice))
      await expect(alert).toContainText('twice.json')
      await expect(alert).toContainText(/twice|more than once/)

      // The comparison before, the tab, the sort and the URL are as they were.
      await expect(banner(page)).toContainText('“good.json”')
      await expect(strip(page)).toContainText('1 removed')
      expect(page.url()).toBe(url)
      await alert.getByRole('button', { name: 'Dismiss' }).click()
      await expect(alert).toHaveCount(0)
    })

    test('a snapshot dropped on the table compares too', async ({ page }) => {
      await open(page, width)
      const snapshot = earlier(await exportBuilds(page))
      const text = JSON.stringify(snapshot)
      const transfer = await page.evaluateHandle((content) => {
        const data = new DataTransfer()
        data.items.add(new File([content], 'dropped.json', { type: 'application/json' }))
        return data
      }, text)
      const table = page.getByRole('region', { name: /scrollable/ })
      await table.dispatchEvent('dragover', { dataTransfer: transfer })
      await expect(page.getByRole('tabpanel')).toHaveAttribute('data-dropping', '')
      await table.dispatchEvent('drop', { dataTransfer: transfer })
      await expect(banner(page)).toContainText('“dropped.json”')
      await expect(page.getByRole('tabpanel')).not.toHaveAttribute('data-dropping')
      await expectRowCount(assetTable(page), realistic.builds.length + 1)
    })
  })
}

test('an older export (a bare array) compares; an item past maxItemMegabytes is refused', async ({
  page,
}) => {
  // 51.2 KiB: far above any sample item, so the lists themselves read as usual.
  await page.route('**/config.json', (route) => route.fulfill({ json: { maxItemMegabytes: 0.05 } }))
  await open(page, 1280)
  const snapshot = await exportSnapshot(page)

  await chooseFile(page, fileOf('old-export.json', earlier(snapshot).builds))
  await expect(banner(page)).toContainText('Comparing with “old-export.json”')
  await expect(banner(page)).toContainText('This file does not say which game it is from')
  await expect(strip(page)).toContainText('1 removed')

  const long = { ...snapshot.builds[1], display_name: 'x'.repeat(60_000) }
  const builds = [snapshot.builds[0], long, ...snapshot.builds.slice(2)]
  await chooseFile(page, fileOf('long.json', { ...snapshot, builds }))
  await expect(page.getByRole('alert')).toContainText(
    '“long.json” holds an item larger than the dashboard reads: item 1 of "builds" passed 51.2 KiB, so it stopped reading the file.',
  )
  await expect(banner(page)).toContainText('Comparing with “old-export.json”')
})

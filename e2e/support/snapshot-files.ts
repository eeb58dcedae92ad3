import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

/*
 * Snapshot files for the comparison's tests: the builds tab as Export JSON saves it, made to
 * look older (one build not there yet, one since deleted, three changed).
 */

export type Row = Record<string, unknown> & { build_id: string; display_name: string }
export type SnapshotFile = Record<string, unknown> & { builds: Row[] }

/** The builds tab as Export JSON saves it, read back. */
export async function exportSnapshot(page: Page): Promise<SnapshotFile> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ])
  const path = await download.path()
  return JSON.parse(await readFile(path, 'utf8')) as SnapshotFile
}

export const NAMES = {
  added: 'hotfix 1.4.2',
  resized: 'build 9',
  renamed: 'Release 1.0',
  completed: 'nightly 2026-10-31',
  gone: 'build 0 (retired)',
}

/** The snapshot as it would have been a while ago: one build not yet there, one since deleted… */
export function earlier(snapshot: SnapshotFile): SnapshotFile {
  const builds = snapshot.builds
    .filter((build) => build.display_name !== NAMES.added)
    .map((build) => {
      if (build.display_name === NAMES.resized) return { ...build, content_length: 1024 }
      if (build.display_name === NAMES.renamed) return { ...build, display_name: 'Release 1.0 RC' }
      if (build.display_name === NAMES.completed) return { ...build, complete: true }
      return build
    })
  const gone = { ...builds[0], build_id: 'b0000000-0000-4000-8000-000000000000' } as Row
  gone.upload_id = 'u0000000-0000-4000-8000-000000000000'
  gone.display_name = NAMES.gone
  return { ...snapshot, builds: [...builds, gone] }
}

export const fileOf = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
})

/**
 * The toolbar's Compare button, named "Compare (on)" while a comparison or since is on; not the
 * menu's "Compare with a snapshot…" file button, which is a button too once the menu is open.
 */
export const compareButton = (page: Page) =>
  page.getByRole('button', { name: /^Compare( \(on\))?$/ })

/** Opens the Compare menu and picks the file, as an operator does. */
export async function chooseFile(page: Page, file: ReturnType<typeof fileOf>) {
  await compareButton(page).click()
  await page.getByLabel('Compare with a snapshot…').setInputFiles(file)
}

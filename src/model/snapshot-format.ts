/*
 * The snapshot file: what Export JSON saves and what a review pack saves as `snapshot.json`, and
 * what "Compare with…" and `npm run review -- --compare` read back. One JSON object:
 *
 *   {
 *     "snapshot": 1,                       // the format's version; marks a file of this dashboard
 *     "game": { "id": "…", "name": "…" },
 *     "exported_at": "2026-11-01T12:00:00.000Z",
 *     "fetched_at": "2026-11-01T11:58:30.000Z",       // when the lists were fetched (optional)
 *     "filter": { "query": "…", "status": "…", "tags": [] },   // only when rows were filtered
 *     "builds": [ …rows… ], "sites": [ … ], "custom_avatars": [ … ]   // any of the three
 *   }
 *
 * A list sits under the key the API's own answer uses, and its rows carry the API's field names
 * and values (plus the status the table showed), so a list reads back with the API's parser.
 * Byte counts are bare integers with every digit; an unreadable value is `null`.
 */

export const SNAPSHOT_VERSION = 1

/**
 * The largest file read: a 1,000,000-item list of builds with tags is about 300 MB of JSON, far
 * past what a browser tab parses comfortably; 100,000 items with tags are about 30 MB.
 */
export const SNAPSHOT_MAX_BYTES = 256 * 1024 * 1024

/** The filter that was on when the rows were exported: the file holds only the rows it matched. */
export type SnapshotFilter = { query: string; status: string; tags: readonly string[] }

export type SnapshotGame = { id: string; name: string }

/** What the file says about itself (besides its rows), as the UI shows it. */
export type SnapshotMeta = {
  /** The file's name, bounded and with controls made visible: safe to show as text. */
  fileName: string
  /** Undefined for an export from before snapshots (a bare array) or a saved API answer. */
  game: SnapshotGame | undefined
  exportedAt: number | undefined
  fetchedAt: number | undefined
  /** The moment the rows describe: fetched, else exported, else the file's own date. */
  takenAt: number | undefined
  /**
   * `all`: every row of the list; `filtered`: only those matching `filter`, so rows missing from
   * it need not have been deleted; `unknown`: a file that does not say (an older export).
   */
  rows: 'all' | 'filtered' | 'unknown'
  filter: SnapshotFilter | undefined
  /** What the operator should know before trusting the comparison; empty for a snapshot. */
  notes: readonly string[]
}

/** Why a file cannot be compared with: each has its own sentence, and nothing else changes. */
export type SnapshotProblem =
  | 'too-large'
  | 'unreadable'
  | 'empty'
  | 'not-json'
  | 'not-snapshot'
  | 'newer-version'
  | 'other-game'
  | 'no-list'
  | 'bad-item'
  | 'duplicate-ids'

export class SnapshotError extends Error {
  override readonly name = 'SnapshotError'
  readonly problem: SnapshotProblem

  constructor(problem: SnapshotProblem, message: string) {
    super(message)
    this.problem = problem
  }
}

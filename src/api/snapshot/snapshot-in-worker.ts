import type { ListKind } from '@/model/list-kinds'
import type { ListItem } from '@/model/list-items'
import { SnapshotError, type SnapshotMeta, type SnapshotProblem } from '@/model/snapshot-format'
import type { SnapshotExpectation } from './read-snapshot'
import { readSnapshotFile, type SnapshotFileReader } from './read-snapshot-file'

/**
 * What the page posts to the list worker to read a snapshot file: the worker answers on `port`,
 * so a read needs nothing of the lists' messages (list-load.ts) but a kind of its own.
 */
export type SnapshotRequest = {
  type: 'snapshot'
  file: File
  expected: SnapshotExpectation<ListKind>
  maxItemBytes: number | undefined
  port: MessagePort
}

/** What the worker answers: the items in parts, then what the file says of itself, or why not. */
type SnapshotAnswer =
  | { type: 'items'; items: ListItem<ListKind>[] }
  | { type: 'end'; meta: SnapshotMeta }
  | { type: 'failed'; problem: SnapshotProblem | undefined; message: string }

/**
 * The most items in one answer. The page takes each message in a task of its own: 100,000 items
 * in one would hold it for a few hundred ms, as the lists' hand-overs would (list-worker.ts).
 */
const ANSWER_MAX_ITEMS = 2_000

/** The worker's side: reads the file (read-snapshot-file.ts) and answers on the request's port. */
export function serveSnapshot({ file, expected, maxItemBytes, port }: SnapshotRequest) {
  const answer = (message: SnapshotAnswer) => port.postMessage(message)
  readSnapshotFile(file, expected, { maxItemBytes })
    .then(
      ({ meta, items }) => {
        for (let start = 0; start < items.length; start += ANSWER_MAX_ITEMS) {
          answer({ type: 'items', items: items.slice(start, start + ANSWER_MAX_ITEMS) })
        }
        answer({ type: 'end', meta })
      },
      (error: unknown) =>
        answer({
          type: 'failed',
          problem: error instanceof SnapshotError ? error.problem : undefined,
          message: error instanceof Error ? error.message : String(error),
        }),
    )
    .finally(() => port.close())
}

/**
 * The page's side: reads a file in `worker` (the list worker), or on the page where there is
 * none (`worker` gives undefined) or it stops before answering.
 */
export function snapshotReaderIn(worker: () => Worker | undefined): SnapshotFileReader {
  return (file, expected, { maxItemBytes } = {}) => {
    const target = worker()
    if (!target) return readSnapshotFile(file, expected, { maxItemBytes })
    return new Promise((resolve, reject) => {
      const { port1, port2 } = new MessageChannel()
      const items: ListItem<typeof expected.kind>[] = []
      const done = () => {
        port1.close()
        target.removeEventListener('error', onPage)
      }
      const onPage = () => {
        done()
        readSnapshotFile(file, expected, { maxItemBytes }).then(resolve, reject)
      }
      port1.onmessage = ({ data }: MessageEvent<SnapshotAnswer>) => {
        if (data.type === 'items') {
          for (const item of data.items) items.push(item as ListItem<typeof expected.kind>)
          return
        }
        done()
        if (data.type === 'end') return resolve({ meta: data.meta, items })
        reject(
          data.problem ? new SnapshotError(data.problem, data.message) : new Error(data.message),
        )
      }
      target.addEventListener('error', onPage)
      target.postMessage(
        { type: 'snapshot', file, expected, maxItemBytes, port: port2 } satisfies SnapshotRequest,
        [port2],
      )
    })
  }
}

// @vitest-environment node
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { listKindNames, listKinds } from '../src/model/list-kinds.ts'
import { listPath } from '../src/api/list-paths.ts'
import { unreachable } from './review-request.ts'
import { fetchLists } from './review-snapshot.ts'

const GAME = 'g1'
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

/** `handler` on a port the OS hands out; `asked` lists the paths it was asked for. */
async function serve(handler: RequestListener) {
  const asked: string[] = []
  const server = createServer((req, res) => {
    asked.push(req.url ?? '')
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}

/** Where a redirect points: a server that notes whether anything followed it there. */
const elsewhere = () => serve((_, res) => res.end('{}'))

describe("the review's own requests", () => {
  it('follow no redirect for snapshot.json, and say where it pointed', async () => {
    const target = await elsewhere()
    const login = `${target.origin}/login?next=${'x'.repeat(300)}`
    const api = await serve((_, res) => res.writeHead(302, { location: login }).end())
    const { lists, failures } = await fetchLists(api.origin, GAME, 't0ken')

    expect(target.asked).toEqual([])
    expect(lists).toEqual({})
    const shown = `${login.slice(0, 200)}… (${login.length} characters)`
    expect(failures).toEqual(
      listKindNames.map(
        (kind) =>
          `${listKinds[kind].plural}: the API answered HTTP 302, a redirect to "${shown}", which the review does not follow (it would take the token along): check --api.`,
      ),
    )
  })

  it('stop reading a list past the limit, and keep the lists within it', async () => {
    const big = listPath('builds', GAME)
    const api = await serve((req, res) => {
      const key = listKindNames.find((kind) => req.url === listPath(kind, GAME))
      const body = JSON.stringify({ [listKinds[key ?? 'builds'].responseKey]: [] })
      res.end(req.url === big ? body + ' '.repeat(4096) : body)
    })
    const { lists, failures } = await fetchLists(api.origin, GAME, undefined, { maxBytes: 1024 })

    expect(failures).toEqual([
      `${listKinds.builds.plural}: the answer passed 1.0 KiB and was still arriving, more than the dashboard reads, so the review stopped reading it.`,
    ])
    expect(lists).toEqual({ sites: [], avatars: [] })
  })

  it('take a redirect from the API address as an answer, without following it', async () => {
    const target = await elsewhere()
    const api = await serve((_, res) => res.writeHead(301, { location: target.origin }).end())

    expect(await unreachable(api.origin)).toBeUndefined()
    expect(target.asked).toEqual([])
  })
})

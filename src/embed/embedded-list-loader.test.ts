import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DID_NOT_LOAD, readOnPageWarning } from '@/api/list-stream/list-load'

/** The Workers the loader made, as the page would have them. */
const made: { terminated: boolean }[] = []
class FakeWorker extends EventTarget {
  terminated = false
  constructor() {
    super()
    made.push(this)
  }
  postMessage() {}
  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  made.length = 0
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.resetModules()
})

const freshModule = async () => {
  vi.useFakeTimers()
  vi.stubGlobal('Worker', FakeWorker)
  return import('./embedded-list-loader')
}

describe('the list worker of the panels on a page', () => {
  it('is one for every panel, and ends a task after the last panel has gone', async () => {
    const { embeddedListLoader, panelShown } = await freshModule()
    const goneA = panelShown()
    const goneB = panelShown()
    expect(embeddedListLoader()).toBe(embeddedListLoader())
    expect(made).toHaveLength(1)
    goneA()
    await vi.runAllTimersAsync()
    expect(made[0]?.terminated).toBe(false)
    goneB()
    goneB()
    await vi.runAllTimersAsync()
    expect(made[0]?.terminated).toBe(true)
    // The next panel starts another.
    panelShown()
    embeddedListLoader()
    expect(made).toHaveLength(2)
  })

  it('lives on through a panel put back at once (a remount, an element moved)', async () => {
    const { embeddedListLoader, panelShown } = await freshModule()
    const gone = panelShown()
    const loader = embeddedListLoader()
    gone()
    panelShown()
    await vi.runAllTimersAsync()
    expect(made[0]?.terminated).toBe(false)
    expect(embeddedListLoader()).toBe(loader)
  })
})

it('warns in the words docs/embedding.md shows, sending the reader to its section', async () => {
  const { HELP } = await import('./embedded-list-loader')
  const docs = readFileSync('docs/embedding.md', 'utf8')
  expect(docs).toContain(`\n${readOnPageWarning(DID_NOT_LOAD, HELP)}\n`)
  expect(HELP).toContain('"The list worker"')
  expect(docs).toContain('\n## The list worker\n')
})

import { test as base, expect, type ConsoleMessage, type WebError } from '@playwright/test'

/**
 * Shared `test` for every e2e spec: import `test` and `expect` from here, not from
 * '@playwright/test'.
 *
 * Each test fails when a page threw an uncaught error or logged a console error while it ran.
 * A test that expects some console errors lists them, matched against the message text followed
 * by the location in parentheses:
 *
 *   test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] })
 *
 * Several go in one RegExp (`a|b`): Playwright reads `[a, b]` with an object second (a RegExp
 * is one) as a fixture's `[value, options]`, and the test would get `a` alone.
 *
 * The panel's warning that it reads lists on the page for want of its list worker (a 404, a
 * policy, a bundler that dropped the file) counts as an error too: a host that lost the worker
 * fails its test (`READ_ON_PAGE` allows it where a test takes the worker away).
 *
 * Uncaught page errors are never allowed.
 */
export type ErrorFixtures = {
  /** Console errors that this test expects; matched against the text and the resource's URL. */
  allowedConsoleErrors: RegExp[]
  /** Automatic: collects page errors and console errors, and fails the test on any. */
  failOnPageErrors: void
}

/** The warning of src/api/list-stream/list-load.ts's `readOnPageWarning`. */
export const READ_ON_PAGE = /^Game assets: the list worker \(list-worker\.js\) did not start/

export const test = base.extend<ErrorFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  failOnPageErrors: [
    // `run` is Playwright's `use`; named so to keep React's rules of hooks out of the way.
    async ({ context, allowedConsoleErrors }, run) => {
      const problems: string[] = []

      // Listening on the context covers every page of the test, popups included.
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error' && !READ_ON_PAGE.test(message.text())) return
        const { url, lineNumber } = message.location()
        const where = url ? ` (${lineNumber > 0 ? `${url}:${lineNumber}` : url})` : ''
        const text = `${message.text()}${where}`
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return
        problems.push(`console error: ${text}`)
      }
      const onPageError = (webError: WebError) => {
        const error = webError.error()
        problems.push(`page error: ${error.stack ?? `${error.name}: ${error.message}`}`)
      }
      context.on('console', onConsole)
      context.on('weberror', onPageError)

      await run()

      context.off('console', onConsole)
      context.off('weberror', onPageError)
      expect(problems, 'page errors and console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

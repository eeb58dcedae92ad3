/**
 * How long work on the page holds it before letting it paint: half a frame, so a scroll or a
 * spinner keeps moving while 100,000 items are read or compared.
 */
export const SLICE_MS = 8

/** Lets the browser paint and handle input; a message comes back sooner than a 0 ms timer. */
export const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })

/**
 * A check to call between steps of long work: it yields to the page once the current slice has
 * run SLICE_MS, and returns at once (no await) otherwise.
 */
export function pageSlices(): () => Promise<void> | undefined {
  let sliceStart = performance.now()
  return () => {
    if (performance.now() - sliceStart <= SLICE_MS) return undefined
    return yieldToPage().then(() => void (sliceStart = performance.now()))
  }
}

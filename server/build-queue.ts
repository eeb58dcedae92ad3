type Waiting = { weight: number; start: () => void }

/**
 * Runs jobs in the order they come, as many at once as fit: each job weighs what it builds (a
 * list's items), and the jobs running at once weigh at most `capacity` together, except that a
 * job always runs when it is alone. A job that does not fit yet keeps the later ones waiting
 * too, so small jobs never pass a big one by for ever.
 */
export class BuildQueue {
  private readonly capacity: number
  private readonly waiting: Waiting[] = []
  private load = 0
  private running = 0

  constructor(capacity: number) {
    this.capacity = capacity
  }

  /** Jobs waiting their turn. */
  get length(): number {
    return this.waiting.length
  }

  /**
   * `job` once its turn comes. When `signal` aborts before that (the client went away), the job
   * is never run, its place goes to the next, and this rejects with the signal's reason.
   */
  async run<T>(weight: number, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted()
    if (this.waiting.length > 0 || !this.fits(weight)) await this.turn(weight, signal)
    else this.enter(weight)
    try {
      return await job()
    } finally {
      this.load -= weight
      this.running -= 1
      this.startWaiting()
    }
  }

  private fits(weight: number): boolean {
    return this.running === 0 || this.load + weight <= this.capacity
  }

  private enter(weight: number): void {
    this.load += weight
    this.running += 1
  }

  private turn(weight: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const place: Waiting = {
        weight,
        start: () => {
          signal?.removeEventListener('abort', leave)
          this.enter(weight)
          resolve()
        },
      }
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(place), 1)
        // Its place may have been all that kept the next ones waiting.
        this.startWaiting()
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', leave, { once: true })
      this.waiting.push(place)
    })
  }

  private startWaiting(): void {
    while (this.waiting[0] && this.fits(this.waiting[0].weight)) this.waiting.shift()?.start()
  }
}

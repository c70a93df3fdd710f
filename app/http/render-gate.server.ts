export interface RenderGateOptions {
  /** Renders running at once. */
  maxConcurrent: number;
  /** Requests waiting for a render slot; more are shed at once. */
  queueLimit: number;
  /** Longest wait in the queue; then the request is shed. */
  queueTimeoutMs: number;
}

/** Ends a render: frees its slot for the next in the queue. Calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release | null) => void;
}

/**
 * Backpressure for rendered pages: at most `maxConcurrent` renders run, a short queue waits briefly,
 * and the rest are refused at once, so the server finishes the work it accepted and stays responsive
 * instead of starting every request and finishing none.
 */
export class RenderGate {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly options: RenderGateOptions) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** A slot now, or null when all are taken (for work that may simply be skipped). */
  tryEnter(): Release | null {
    if (this.active >= this.options.maxConcurrent) return null;
    this.active += 1;
    return this.releaser();
  }

  /** A slot, after a wait in the queue if need be; null when the queue is full, the wait ran out or `signal` aborted. */
  enter(signal?: AbortSignal): Promise<Release | null> {
    const now = this.tryEnter();
    if (now) return Promise.resolve(now);
    if (this.queue.length >= this.options.queueLimit || signal?.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", leave);
        resolve(null);
      };
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          resolve(release);
        },
      };
      const timer = setTimeout(leave, this.options.queueTimeoutMs);
      signal?.addEventListener("abort", leave);
      this.queue.push(waiter);
    });
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the first waiter, so a newcomer cannot overtake the queue.
      const next = this.queue.shift();
      if (next) next.grant(this.releaser());
      else this.active -= 1;
    };
  }
}

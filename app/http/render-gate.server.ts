export interface RenderGateOptions {
  /** Renders running at once. */
  maxConcurrent: number;
  /** Requests waiting for a render slot; more are shed at once. */
  queueLimit: number;
  /**
   * Longest wait in the queue. A request whose expected wait (the renders before it, at the recent
   * mean render time) is longer is shed on arrival, so a refusal is quick; one that still waits this long is shed then.
   */
  queueTimeoutMs: number;
  now?: () => number;
}

/** Weight of the newest render time in the running mean. */
const MEAN_WEIGHT = 0.2;

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
  private meanRenderMs = 0;
  private readonly now: () => number;

  constructor(private readonly options: RenderGateOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** No slot free and none to wait for: a request that needs one now would be refused. */
  get saturated(): boolean {
    return this.active >= this.options.maxConcurrent && !this.mayWait();
  }

  /** A slot now, or null when all are taken (for work that may simply be skipped). */
  tryEnter(): Release | null {
    if (this.active >= this.options.maxConcurrent) return null;
    this.active += 1;
    return this.releaser();
  }

  /** How long a request arriving now would wait for a slot, at the recent mean render time. */
  get expectedWaitMs(): number {
    return (Math.floor(this.queue.length / this.options.maxConcurrent) + 1) * this.meanRenderMs;
  }

  /** Whether a request arriving now may wait for a slot: the queue has room and the expected wait is short enough. */
  mayWait(): boolean {
    return this.queue.length < this.options.queueLimit && this.expectedWaitMs <= this.options.queueTimeoutMs;
  }

  /**
   * A slot, after a wait in the queue if need be; null at once when the queue is full or the expected
   * wait is too long, later when the wait ran out or `signal` aborted.
   */
  enter(signal?: AbortSignal): Promise<Release | null> {
    const now = this.tryEnter();
    if (now) return Promise.resolve(now);
    if (!this.mayWait() || signal?.aborted) return Promise.resolve(null);
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
    const started = this.now();
    return () => {
      if (released) return;
      released = true;
      const took = this.now() - started;
      this.meanRenderMs = this.meanRenderMs === 0 ? took : this.meanRenderMs + MEAN_WEIGHT * (took - this.meanRenderMs);
      // The slot passes straight to the first waiter, so a newcomer cannot overtake the queue.
      const next = this.queue.shift();
      if (next) next.grant(this.releaser());
      else this.active -= 1;
    };
  }
}

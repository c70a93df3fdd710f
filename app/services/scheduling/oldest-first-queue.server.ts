import { requestStartedAt } from "./request-start.server";
import type { TurnBudget } from "./turn-budget.server";

interface Waiting {
  startedAt: number;
  order: number;
  start: () => void;
}

/**
 * Runs calls one at a time (a single embedded-database connection), the call of the request that
 * arrived first going next, so work already accepted finishes before newer requests' work; a call
 * made outside any request counts from when it was made. Each call starts within `turns`, so a chain
 * of calls cannot hold the event loop for a whole turn.
 */
export class OldestFirstQueue {
  private readonly waiting: Waiting[] = [];
  private busy = false;
  private made = 0;

  constructor(
    private readonly turns: TurnBudget,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get length(): number {
    return this.waiting.length;
  }

  /** Calls running now: 0 or 1. */
  get running(): number {
    return this.busy ? 1 : 0;
  }

  run<T>(call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        // A call that throws before returning its promise must free the queue too.
        Promise.resolve()
          .then(call)
          .then(resolve, reject)
          .finally(() => {
            this.busy = false;
            this.next();
          });
      };
      this.waiting.push({ startedAt: requestStartedAt() ?? this.now(), order: this.made++, start });
      this.next();
    });
  }

  private next(): void {
    if (this.busy || this.waiting.length === 0) return;
    this.busy = true;
    this.turns.resume(() => this.takeOldest().start());
  }

  private takeOldest(): Waiting {
    let oldest = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      const w = this.waiting[i]!;
      const o = this.waiting[oldest]!;
      if (w.startedAt < o.startedAt || (w.startedAt === o.startedAt && w.order < o.order)) oldest = i;
    }
    return this.waiting.splice(oldest, 1)[0]!;
  }
}

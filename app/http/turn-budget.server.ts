/**
 * Bounds the request work started in one turn of the event loop. Node (libuv 1.45 and later) accepts
 * one new connection per turn, so when every turn serves all the requests waiting on hundreds of
 * kept-alive connections, a new connection (a load balancer's health check among them) waits seconds
 * to be accepted. Past `sliceMs` of work in a turn, requests wait in arrival order and start in the
 * turns that follow, at least one a turn, so each turn stays short and new connections get in.
 */
export class TurnBudget {
  private readonly queue: (() => void)[] = [];
  private turnStartedAt: number | null = null;
  private drainPending = false;

  constructor(
    private readonly sliceMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` now if this turn has time left and nothing waits before it, else in a later turn. */
  run(task: () => void): void {
    this.startTurn();
    if (this.queue.length === 0 && this.spent() < this.sliceMs) {
      task();
      return;
    }
    this.queue.push(task);
    this.scheduleDrain();
  }

  /** Marks when this turn's work began; the mark is cleared in the turn's check phase. */
  private startTurn(): void {
    if (this.turnStartedAt !== null) return;
    this.turnStartedAt = this.now();
    setImmediate(() => (this.turnStartedAt = null));
  }

  private spent(): number {
    return this.now() - (this.turnStartedAt ?? this.now());
  }

  private scheduleDrain(): void {
    if (this.drainPending) return;
    this.drainPending = true;
    setImmediate(this.drain);
  }

  private readonly drain = (): void => {
    this.drainPending = false;
    this.startTurn();
    let started = 0;
    while (this.queue.length > 0 && (started === 0 || this.spent() < this.sliceMs)) {
      this.queue.shift()!();
      started++;
    }
    // The next turn starts afresh; a drain scheduled now runs in that turn's check phase.
    this.turnStartedAt = null;
    if (this.queue.length > 0) this.scheduleDrain();
  };
}

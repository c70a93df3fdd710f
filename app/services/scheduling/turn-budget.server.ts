/**
 * Bounds the work started in one turn of the event loop. Node (libuv 1.45 and later) accepts one new
 * connection per turn, so when a turn runs every request waiting on hundreds of kept-alive
 * connections, or a chain of embedded-database queries, a new connection (a load balancer's health
 * check among them) waits seconds to be accepted. Past `sliceMs` of work in a turn, the rest waits for
 * the turns that follow (at least one task a turn): steps of work already under way first (`resume`),
 * then new work in arrival order (`run`). Once a connection was accepted (`accepted`), the next drain
 * starts nothing and waiting work stays queued, since more connections are probably waiting behind it:
 * the turn ends at once and the next one accepts again, up to `maxAcceptTurns` such turns in a row.
 */
export class TurnBudget {
  private readonly resumed: (() => void)[] = [];
  private readonly arrivals: (() => void)[] = [];
  private turnStartedAt: number | null = null;
  private acceptedSinceDrain = false;
  private acceptTurnsInARow = 0;
  private drainPending = false;

  constructor(
    private readonly sliceMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAcceptTurns = 512,
  ) {}

  get waiting(): number {
    return this.resumed.length + this.arrivals.length;
  }

  /** Starts new work (a request) now if this turn has time left and nothing waits before it, else in a later turn. */
  run(task: () => void): void {
    this.enqueue(this.arrivals, task, this.waiting === 0);
  }

  /** Runs the next step of work already under way: before any new work, now if this turn has time left. */
  resume(task: () => void): void {
    this.enqueue(this.resumed, task, this.resumed.length === 0);
  }

  /** The server accepted a connection: work waits a turn, so that the next one is accepted sooner. */
  accepted(): void {
    this.acceptedSinceDrain = true;
  }

  private enqueue(queue: (() => void)[], task: () => void, first: boolean): void {
    this.startTurn();
    if (first && !this.acceptedSinceDrain && this.spent() < this.sliceMs) {
      task();
      return;
    }
    queue.push(task);
    this.scheduleDrain();
  }

  /**
   * Marks when this turn's work began. The mark is cleared in the check phase (of the next turn when it
   * was made in a drain), so the work of the poll phase that follows a drain waits for the next drain.
   */
  private startTurn(): void {
    if (this.turnStartedAt !== null) return;
    this.turnStartedAt = this.now();
    setImmediate(this.endTurn);
  }

  private readonly endTurn = (): void => {
    this.turnStartedAt = null;
  };

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
    const yieldToAccept = this.acceptedSinceDrain && this.acceptTurnsInARow < this.maxAcceptTurns;
    this.acceptedSinceDrain = false;
    this.acceptTurnsInARow = yieldToAccept ? this.acceptTurnsInARow + 1 : 0;
    if (!yieldToAccept) {
      this.startTurn();
      let started = 0;
      while (this.waiting > 0 && (started === 0 || this.spent() < this.sliceMs)) {
        (this.resumed.shift() ?? this.arrivals.shift())!();
        started++;
      }
    }
    // What this drain started goes on in microtasks within this turn's slice; the mark is cleared in the
    // next turn's check phase, just before the drain scheduled now.
    if (this.waiting > 0) this.scheduleDrain();
  };
}

const PROCESS_BUDGET = Symbol.for("voltshop.turn-budget");
/** The work one turn may start before the rest waits for the next turns. */
export const TURN_SLICE_MS = 5;

/**
 * The process's budget: the HTTP handler and the embedded database share one event loop, and each
 * bundle (the server's and the app build's) reaches the same budget through this key.
 */
export function processTurnBudget(): TurnBudget {
  const holder = globalThis as { [PROCESS_BUDGET]?: TurnBudget };
  return (holder[PROCESS_BUDGET] ??= new TurnBudget(TURN_SLICE_MS));
}

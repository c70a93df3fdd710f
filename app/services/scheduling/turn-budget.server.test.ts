import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { TurnBudget } from "./turn-budget.server";

/** A clock that moves only when a task says it worked. */
function fakeClock() {
  let ms = 0;
  return { now: () => ms, work: (took: number) => (ms += took) };
}

/** Turns of the event loop until `done` holds (each drain runs in a turn's check phase). */
async function turnsUntil(done: () => boolean, limit = 100): Promise<number> {
  let turns = 0;
  while (!done()) {
    if (++turns > limit) throw new Error("never done");
    await nextTurn();
  }
  return turns;
}

describe("TurnBudget", () => {
  it("runs tasks at once while the turn has time left", () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: number[] = [];
    for (let i = 0; i < 3; i++) budget.run(() => (ran.push(i), clock.work(4)));
    expect(ran).toEqual([0, 1, 2]);
    budget.run(() => ran.push(3));
    expect(ran).toEqual([0, 1, 2]);
    expect(budget.waiting).toBe(1);
  });

  it("spreads the rest over later turns in arrival order, at least one a turn", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: number[] = [];
    // Every task takes longer than a whole slice: one a turn, none skipped, none reordered.
    for (let i = 0; i < 5; i++) budget.run(() => (ran.push(i), clock.work(12)));
    expect(ran).toEqual([0]);
    const turns = await turnsUntil(() => ran.length === 5);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it("runs as many waiting tasks a turn as fit in the slice", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: number[] = [];
    for (let i = 0; i < 12; i++) budget.run(() => (ran.push(i), clock.work(2)));
    expect(ran).toHaveLength(5);
    await nextTurn();
    // The drain that runs in this turn's check phase starts a slice of its own.
    expect(ran.length).toBeGreaterThanOrEqual(10);
    await turnsUntil(() => ran.length === 12);
    expect(ran).toEqual([...Array(12).keys()]);
  });

  it("keeps a newcomer behind the tasks already waiting, even when its turn has time", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    budget.run(() => (ran.push("a"), clock.work(11)));
    budget.run(() => ran.push("b"));
    await turnsUntil(() => ran.length === 2);
    budget.run(() => (ran.push("c"), clock.work(11)));
    budget.run(() => ran.push("d"));
    budget.run(() => ran.push("e"));
    await turnsUntil(() => ran.length === 5);
    expect(ran).toEqual(["a", "b", "c", "d", "e"]);
    expect(budget.waiting).toBe(0);
  });

  it("starts afresh in a later turn once the work is done", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    budget.run(() => clock.work(50));
    await nextTurn();
    let ran = false;
    budget.run(() => (ran = true));
    expect(ran).toBe(true);
  });
});

describe("TurnBudget priorities", () => {
  it("resumes work already under way before starting new work", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    budget.run(() => (ran.push("busy"), clock.work(11)));
    budget.run(() => ran.push("new 1"));
    budget.run(() => ran.push("new 2"));
    budget.resume(() => ran.push("resumed"));
    await turnsUntil(() => ran.length === 4);
    expect(ran).toEqual(["busy", "resumed", "new 1", "new 2"]);
  });

  it("resumes at once while the turn has time, even with new work waiting", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    budget.run(() => (ran.push("busy"), clock.work(11)));
    budget.run(() => ran.push("new"));
    await nextTurn();
    expect(ran).toEqual(["busy", "new"]);
    budget.run(() => (ran.push("long"), clock.work(11)));
    budget.run(() => ran.push("waits"));
    await turnsUntil(() => ran.length === 4);
    // A fresh turn: the step runs at once although nothing new may start.
    budget.resume(() => ran.push("step"));
    expect(ran.at(-1)).toBe("step");
  });

  it("starts nothing in the turn after a connection was accepted, then catches up", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    budget.accepted();
    budget.run(() => ran.push("request"));
    budget.resume(() => ran.push("query"));
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual([]);
    await turnsUntil(() => ran.length === 2);
    expect(ran).toEqual(["query", "request"]);
  });

  it("keeps yielding while connections keep arriving, but never more than maxAcceptTurns turns in a row", async () => {
    const clock = fakeClock();
    const budget = new TurnBudget(10, clock.now, 3);
    let ran = false;
    budget.accepted();
    budget.run(() => (ran = true));
    let turns = 0;
    while (!ran) {
      await nextTurn();
      budget.accepted();
      turns++;
      if (turns > 10) throw new Error("starved");
    }
    expect(turns).toBe(4);
  });
});

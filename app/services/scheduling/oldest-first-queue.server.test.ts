import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { OldestFirstQueue } from "./oldest-first-queue.server";
import { asRequestStartedAt } from "./request-start.server";
import { TurnBudget } from "./turn-budget.server";

/** A call that finishes when `finish` is called, recording when it started. */
function gatedCall(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return { call: () => (started.push(name), done), finish: () => finish() };
}

describe("OldestFirstQueue", () => {
  it("runs one call at a time", async () => {
    const queue = new OldestFirstQueue(new TurnBudget(1000));
    const started: string[] = [];
    const a = gatedCall(started, "a");
    const b = gatedCall(started, "b");
    const answers = [queue.run(a.call), queue.run(b.call)];
    await nextTurn();
    expect(started).toEqual(["a"]);
    a.finish();
    await nextTurn();
    expect(started).toEqual(["a", "b"]);
    b.finish();
    expect(await Promise.all(answers)).toEqual(["a", "b"]);
  });

  it("serves the call of the request that arrived first next, whatever the order the calls were made in", async () => {
    const clock = { ms: 100 };
    const queue = new OldestFirstQueue(new TurnBudget(1000), () => clock.ms);
    const started: string[] = [];
    const first = gatedCall(started, "busy");
    const answers = [queue.run(first.call)];
    const calls = [gatedCall(started, "late request"), gatedCall(started, "no request"), gatedCall(started, "early request")];
    answers.push(asRequestStartedAt(90, () => queue.run(calls[0]!.call)));
    // Outside any request, a call counts from when it is made (clock.ms = 100).
    answers.push(queue.run(calls[1]!.call));
    answers.push(asRequestStartedAt(10, () => queue.run(calls[2]!.call)));
    expect(queue.length).toBe(3);
    first.finish();
    for (const call of [calls[2]!, calls[0]!, calls[1]!]) {
      await nextTurn();
      call.finish();
    }
    await Promise.all(answers);
    expect(started).toEqual(["busy", "early request", "late request", "no request"]);
  });

  it("keeps going after a call fails, and hands the failure to its caller", async () => {
    const queue = new OldestFirstQueue(new TurnBudget(1000));
    const failed = queue.run(() => Promise.reject(new Error("boom")));
    const next = queue.run(async () => "fine");
    await expect(failed).rejects.toThrow("boom");
    expect(await next).toBe("fine");
  });

  it("keeps going after a call throws before it returns a promise", async () => {
    const queue = new OldestFirstQueue(new TurnBudget(1000));
    const thrown = queue.run((): Promise<string> => {
      throw new Error("at once");
    });
    const next = queue.run(async () => "fine");
    await expect(thrown).rejects.toThrow("at once");
    expect(await next).toBe("fine");
  });

  it("starts each call within the turn budget, so a chain of calls spreads over turns", async () => {
    let ms = 0;
    const queue = new OldestFirstQueue(new TurnBudget(10, () => ms));
    let turns = 0;
    let counting = true;
    void (async () => {
      while (counting) {
        await nextTurn();
        turns++;
      }
    })();
    // Ten calls of 6 ms each: at most two start in a 10 ms slice.
    await Promise.all(Array.from({ length: 10 }, () => queue.run(async () => void (ms += 6))));
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});

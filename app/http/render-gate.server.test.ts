import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderGate } from "./render-gate.server";

afterEach(() => vi.useRealTimers());

describe("RenderGate", () => {
  it("lets maxConcurrent renders run and queues the next ones in order", async () => {
    const gate = new RenderGate({ maxConcurrent: 2, queueLimit: 5, queueTimeoutMs: 1000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    expect(gate.running).toBe(2);
    const order: number[] = [];
    const third = gate.enter().then((release) => (order.push(3), release));
    const fourth = gate.enter().then((release) => (order.push(4), release));
    expect(gate.waiting).toBe(2);
    first!();
    first!(); // twice frees one slot only
    const thirdRelease = await third;
    expect(thirdRelease).toBeTypeOf("function");
    expect(gate.waiting).toBe(1);
    expect(gate.running).toBe(2);
    second!();
    expect(await fourth).toBeTypeOf("function");
    expect(order).toEqual([3, 4]);
  });

  it("sheds at once when the queue is full", async () => {
    const gate = new RenderGate({ maxConcurrent: 1, queueLimit: 1, queueTimeoutMs: 1000 });
    await gate.enter();
    void gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.tryEnter()).toBeNull();
  });

  it("sheds a waiter whose wait ran out, and one whose client left", async () => {
    vi.useFakeTimers();
    const gate = new RenderGate({ maxConcurrent: 1, queueLimit: 5, queueTimeoutMs: 500 });
    const release = await gate.enter();
    const timedOut = gate.enter();
    const controller = new AbortController();
    const left = gate.enter(controller.signal);
    controller.abort();
    expect(await left).toBeNull();
    vi.advanceTimersByTime(500);
    expect(await timedOut).toBeNull();
    expect(gate.waiting).toBe(0);
    release!();
    expect(gate.running).toBe(0);
    expect(gate.tryEnter()).toBeTypeOf("function");
  });

  it("is saturated only with every slot taken and no room to wait", async () => {
    const gate = new RenderGate({ maxConcurrent: 1, queueLimit: 1, queueTimeoutMs: 1000 });
    expect(gate.saturated).toBe(false);
    const running = gate.tryEnter();
    expect(gate.saturated).toBe(false);
    const waiting = gate.enter();
    expect(gate.saturated).toBe(true);
    running!();
    (await waiting)!();
    expect(gate.saturated).toBe(false);
  });

  it("sheds at once a request whose expected wait, at the recent render time, is past the longest wait", async () => {
    let now = 0;
    const gate = new RenderGate({ maxConcurrent: 1, queueLimit: 10, queueTimeoutMs: 250, now: () => now });
    const first = await gate.enter();
    now += 100;
    first!();
    expect(gate.expectedWaitMs).toBe(100);
    const held = await gate.enter();
    const waiting = [gate.enter(), gate.enter()];
    expect(gate.waiting).toBe(2);
    expect(gate.mayWait()).toBe(false);
    expect(await gate.enter()).toBeNull();
    held!();
    const second = await waiting[0]!;
    second!();
    expect(await waiting[1]!).toBeTypeOf("function");
  });
});

import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { asRequestStartedAt, requestStartedAt } from "./request-start.server";

describe("request start", () => {
  it("follows a request's work across awaits and turns, and is unset outside any request", async () => {
    expect(requestStartedAt()).toBeUndefined();
    const seen = await Promise.all(
      [5, 7].map((startedAt) =>
        asRequestStartedAt(startedAt, async () => {
          await nextTurn();
          await Promise.resolve();
          return requestStartedAt();
        }),
      ),
    );
    expect(seen).toEqual([5, 7]);
    expect(requestStartedAt()).toBeUndefined();
  });
});

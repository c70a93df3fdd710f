import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.server";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset one", withCode("ECONNRESET")],
    ["an unknown host", withCode("ENOTFOUND")],
    ["an operator's shutdown", withCode("57P01", "terminating connection due to administrator command")],
    ["a server starting up", withCode("57P03", "the database system is starting up")],
    ["a connection exception", withCode("08006")],
    ["too many connections", withCode("53300")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "")],
    ["a wrapped one", new Error("saving the cart failed", { cause: withCode("ECONNREFUSED") })],
  ])("says yes to %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601")],
    ["a plain error", new Error("boom")],
    ["a thrown Response", new Response(null, { status: 404 })],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("says no to %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops at a cause that loops", () => {
    const looping: Error & { cause?: unknown } = new Error("a");
    looping.cause = looping;
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});

import { PassThrough } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimitFor, readBodyWithin } from "./body-limit.server";

const stream = () => new PassThrough() as PassThrough & IncomingMessage;

describe("bodyLimitFor", () => {
  it("gives forms, JSON APIs and the hubKV saves their own limits; the quote API keeps its own", () => {
    expect(bodyLimitFor("/cart")).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/quick-order")).toBe(BODY_LIMITS.quickOrder);
    expect(bodyLimitFor("/es/pedido-rapido")).toBe(BODY_LIMITS.quickOrder);
    expect(bodyLimitFor("/es/login")).toBe(64 * 1024);
    expect(bodyLimitFor("/api/private/contacts")).toBe(BODY_LIMITS.json);
    expect(bodyLimitFor("/api/public/quote")).toBeNull();
    expect(bodyLimitFor("/api/private/hubKV")).toBe(BODY_LIMITS.hubKv);
  });
});

describe("readBodyWithin", () => {
  it("reads a body within the limit", async () => {
    const req = stream();
    const read = readBodyWithin(req, 11);
    req.write("hello ");
    req.end("world");
    expect((await read)?.toString()).toBe("hello world");
  });

  it("gives null as soon as the body passes the limit and stops reading", async () => {
    const req = stream();
    const read = readBodyWithin(req, 10);
    req.write("0123456789");
    req.write("x");
    expect(await read).toBeNull();
    expect(req.isPaused()).toBe(true);
    expect(req.listenerCount("data")).toBe(0);
  });
});

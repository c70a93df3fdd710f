import { describe, expect, it } from "vitest";
import { fuzzCase, type FuzzContext } from "./cases";
import { serialize } from "./raw-http";
import { fuzzTargets } from "./targets";

const ctx: FuzzContext = {
  targets: fuzzTargets("fuzz@voltshop.example"),
  host: "127.0.0.1:3000",
  origin: "http://127.0.0.1:3000",
  signedInCookie: "__session=eyJhY2Nlc3NfdG9rZW4iOiJ4In0%3D.sig",
  accessToken: "a.b.c",
};

describe("fuzzCase", () => {
  it("gives the same request for the same seed and case number", () => {
    for (const index of [0, 17, 499]) expect(serialize(fuzzCase(3, index, ctx).request)).toEqual(serialize(fuzzCase(3, index, ctx).request));
    expect(serialize(fuzzCase(3, 5, ctx).request)).not.toEqual(serialize(fuzzCase(4, 5, ctx).request));
  });

  it("draws every family, keeps bodies to a few MB and never throws", () => {
    const cases = Array.from({ length: 600 }, (_, i) => fuzzCase(1, i, ctx));
    expect(new Set(cases.map((c) => c.family))).toEqual(new Set(["method", "form", "content-type", "json", "size", "path", "cookie", "header", "framing"]));
    expect(Math.max(...cases.map((c) => serialize(c.request).length))).toBeLessThan(5 * 1024 * 1024);
    expect(cases.some((c) => c.signedIn) && cases.some((c) => !c.signedIn)).toBe(true);
  });
});

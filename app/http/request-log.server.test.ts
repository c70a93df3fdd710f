import { describe, expect, it } from "vitest";
import { formatRequestLine } from "./request-log.server";

describe("formatRequestLine", () => {
  it("gives method, path, status and milliseconds on one line", () => {
    expect(formatRequestLine({ method: "GET", url: "/es/productos", status: 200, ms: 12.345 })).toBe("GET /es/productos 200 12.3ms");
  });

  it("leaves out the query string", () => {
    expect(formatRequestLine({ method: "POST", url: "/login?email=a@b.example&code=123456", status: 303, ms: 1 })).toBe("POST /login 303 1.0ms");
  });
});

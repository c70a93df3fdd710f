import { describe, expect, it } from "vitest";
import { isValidHost, requestDefect } from "./malformed-request.server";

const line = (over: Partial<Parameters<typeof requestDefect>[0]>) => requestDefect({ method: "GET", hosts: ["shop.example"], path: "/", ...over });

describe("isValidHost", () => {
  it.each(["localhost", "127.0.0.1:3000", "shop.example.com", "[::1]:8080", "my_host.internal", "example.com."])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });
  it.each(["a b", "", "shop.example:port", "evil.com/x", "ex ample.com:80", "<script>", "a..b", "[zz]", "127.0.0.1:99999", "shop.example:65536"])(
    "refuses %j",
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});

describe("requestDefect", () => {
  it("finds nothing wrong with an ordinary request", () => {
    expect(line({})).toBeNull();
    expect(line({ method: "post", path: "/es/carrito", hosts: ["127.0.0.1:3000", undefined] })).toBeNull();
  });
  it("answers methods the shop does not serve with 405 and Allow", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND"]) expect(line({ method })).toEqual({ status: 405, allow: "GET, HEAD, POST" });
  });
  it("answers a malformed Host or X-Forwarded-Host with 400", () => {
    expect(line({ hosts: ["a b"] })).toEqual({ status: 400 });
    expect(line({ hosts: ["shop.example", "bad host"] })).toEqual({ status: 400 });
  });
  it("answers a path whose percent-encoding is broken with 400", () => {
    expect(line({ path: "/%E0%A4%A" })).toEqual({ status: 400 });
    expect(line({ path: "/%zz" })).toEqual({ status: 400 });
    expect(line({ path: "/es/categor%C3%ADa" })).toBeNull();
  });
  it("answers a target that is no path (OPTIONS *) with 400", () => {
    expect(line({ method: "OPTIONS", path: "*" })).toEqual({ status: 400 });
  });
});

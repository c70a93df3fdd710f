import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/services/observability/log.server";
import { requestIdMiddleware } from "./request-id.server";
import { requestLine, requestLogMiddleware } from "./request-log.server";

describe("requestLine", () => {
  it("gives method, path, route, status, milliseconds and the request id", () => {
    expect(requestLine({ method: "GET", url: "/es/productos", route: "/es/productos", status: 200, ms: 12.345, requestId: "r1" })).toEqual({
      method: "GET",
      path: "/es/productos",
      route: "/es/productos",
      status: 200,
      ms: 12.3,
      requestId: "r1",
    });
  });

  it("leaves out the query string, also of an absolute-form target", () => {
    const line = { method: "POST", route: "/login", status: 303, ms: 1, requestId: "r1" };
    expect(requestLine({ ...line, url: "/login?email=a@b.example&code=123456" }).path).toBe("/login");
    expect(requestLine({ ...line, url: "http://shop.example/login?code=123456" }).path).toBe("/login");
  });

  it("logs the pattern, not the path, of a route whose path carries a one-time token", () => {
    const line = { method: "GET", status: 303, ms: 1, requestId: "r1" };
    expect(requestLine({ ...line, url: "/punchout/start/s3cr3t-token", route: "/punchout/start/:token" }).path).toBe("/punchout/start/:token");
    expect(requestLine({ ...line, url: "/es/punchout/inicio/s3cr3t-token", route: "/es/punchout/inicio/:token" }).path).toBe("/es/punchout/inicio/:token");
    expect(requestLine({ ...line, url: "/products/tokenizer", route: "/products/:slug" }).path).toBe("/products/tokenizer");
  });
});

describe("the request log", () => {
  const lines: string[] = [];
  const logger = createLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let url = "";

  beforeAll(async () => {
    const app = express();
    app.use(requestIdMiddleware());
    app.use(requestLogMiddleware(logger, () => "/login"));
    app.post("/login", (req, res) => {
      // A careless caller: pino's redaction still blanks the secrets among its fields.
      logger.warn({ headers: req.headers, token: "tok-secret", code: "482913" }, "sign-in refused");
      res.status(303).end();
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("writes JSON lines without cookies, authorization, query strings or codes", async () => {
    const res = await fetch(`${url}/login?email=buyer%40example.com&code=482913`, {
      method: "POST",
      headers: { cookie: "__session=cookie-secret", authorization: "Bearer auth-secret", "content-type": "text/plain" },
      body: "code=482913",
    });
    expect(res.status).toBe(303);
    await expect.poll(() => lines.length).toBe(2);
    const text = lines.join("");
    for (const secret of ["cookie-secret", "auth-secret", "tok-secret", "482913", "buyer", "email="]) expect(text).not.toContain(secret);
    const [refused, request] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toMatchObject({
      level: 30,
      msg: "request",
      method: "POST",
      path: "/login",
      route: "/login",
      status: 303,
      requestId: res.headers.get("x-request-id"),
    });
    expect(refused).toMatchObject({
      msg: "sign-in refused",
      requestId: res.headers.get("x-request-id"),
      token: "[redacted]",
      code: "[redacted]",
      headers: { cookie: "[redacted]", authorization: "[redacted]" },
    });
  });
});

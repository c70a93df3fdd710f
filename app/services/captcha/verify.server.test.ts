import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "~/services/observability/log.server";
import { verifyCaptchaToken } from "./verify.server";

/** A fake siteverify on loopback: the token decides the answer. */
let server: Server;
let url: string;
const received: URLSearchParams[] = [];

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void body(req).then((text) => {
      const form = new URLSearchParams(text);
      received.push(form);
      const token = form.get("response");
      if (token === "slow") return; // never answers
      if (token === "broken") return res.writeHead(500).end();
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(token === "good" ? { success: true, action: "login", score: 0.9 } : { success: false, "error-codes": ["invalid-input-response"] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("checking a captcha token", () => {
  it("posts the secret, the token and the visitor's IP, and passes a good token", async () => {
    expect(await verifyCaptchaToken("good", "203.0.113.5", { url, secret: "s3cret" })).toBe("passed");
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: "s3cret", response: "good", remoteip: "203.0.113.5" });
  });

  it("refuses a token the service refuses", async () => expect(await verifyCaptchaToken("bad", "203.0.113.5", { url, secret: "s" })).toBe("refused"));

  it("says unavailable when the service fails or does not answer in time", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    expect(await verifyCaptchaToken("broken", "203.0.113.5", { url, secret: "s" })).toBe("unavailable");
    const started = Date.now();
    expect(await verifyCaptchaToken("slow", "203.0.113.5", { url, secret: "s", timeoutMs: 200 })).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

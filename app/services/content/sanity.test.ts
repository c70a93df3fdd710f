import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSanityContent } from "./sanity.server";

// A local stand-in for Sanity's query API: records each request and answers `{ result }`.
let server: Server;
let host = "";
const seen: { url: URL; headers: IncomingMessage["headers"] }[] = [];
let answer: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: { result: null } });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push({ url, headers: req.headers });
    const { status, body } = answer(url);
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({ projectId: "abc123", dataset: "production", apiVersion: "2024-01-01", useCdn: false, token: "secret-token", apiHost: host });

describe("Sanity content service", () => {
  it("sends the GROQ text and params to the query API of the configured version and dataset", async () => {
    answer = () => ({ status: 200, body: { result: [{ _id: "article-x" }] } });
    const content = createSanityContent(settings());
    const result = await content.fetch<{ _id: string }[]>('*[_type == "article" && slug.en == $slug]', { slug: "x" });
    expect(result).toEqual([{ _id: "article-x" }]);
    const last = seen.at(-1)!;
    expect(last.url.pathname).toBe("/v2024-01-01/data/query/production");
    expect(last.url.searchParams.get("query")).toBe('*[_type == "article" && slug.en == $slug]');
    expect(last.url.searchParams.get("$slug")).toBe('"x"');
    expect(last.headers.authorization).toBe("Bearer secret-token");
  });

  it("is ready when the API answers and not when it fails", async () => {
    answer = () => ({ status: 200, body: { result: 1 } });
    expect(await createSanityContent(settings()).ping()).toBe(true);
    answer = () => ({ status: 500, body: { error: "down" } });
    expect(await createSanityContent({ ...settings(), apiHost: host }).ping()).toBe(false);
  });

  it("surfaces a failed query as an error", async () => {
    answer = () => ({ status: 400, body: { error: { description: "bad query" } } });
    await expect(createSanityContent(settings()).fetch("*[")).rejects.toThrow();
  });
});

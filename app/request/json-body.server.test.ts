import { describe, expect, it } from "vitest";
import { readJsonBody } from "./json-body.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api", { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });

/** A body sent in chunks without a Content-Length, as a chunked upload arrives. */
function streamed(chunks: string[]): Request {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Request("http://localhost/api", { method: "POST", body: stream, headers: { "Content-Type": "application/json" }, duplex: "half" } as RequestInit);
}

describe("readJsonBody", () => {
  it("reads JSON within the limit", async () => {
    expect(await readJsonBody(post('{"items":[1,2]}'), 100)).toEqual({ ok: true, body: { items: [1, 2] } });
    expect(await readJsonBody(streamed(['{"a":', "1}"]), 100)).toEqual({ ok: true, body: { a: 1 } });
  });

  it("reads only a body sent as application/json, with any parameters, in any letter case", async () => {
    expect(await readJsonBody(post("[1]", { "Content-Type": "Application/JSON; charset=utf-8" }), 100)).toEqual({ ok: true, body: [1] });
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", ""]) {
      expect(await readJsonBody(post("[1]", { "Content-Type": type }), 100), type).toEqual({ ok: false, reason: "notJsonType" });
    }
    expect(await readJsonBody(new Request("http://localhost/api", { method: "POST", body: new Uint8Array([91, 49, 93]) }), 100)).toEqual({
      ok: false,
      reason: "notJsonType",
    });
  });

  it("refuses what is not JSON, an empty body included", async () => {
    expect(await readJsonBody(post("items=1"), 100)).toEqual({ ok: false, reason: "notJson" });
    expect(await readJsonBody(post(null), 100)).toEqual({ ok: false, reason: "notJson" });
  });

  it("refuses a body over the limit, by its declared length or as it streams in", async () => {
    expect(await readJsonBody(post("[1]", { "Content-Length": "101" }), 100)).toEqual({ ok: false, reason: "tooLarge" });
    expect(await readJsonBody(streamed(["[", "1,".repeat(40), "1,".repeat(40), "1]"]), 100)).toEqual({ ok: false, reason: "tooLarge" });
    expect(await readJsonBody(post(JSON.stringify("x".repeat(98))), 100)).toEqual({ ok: true, body: "x".repeat(98) });
  });
});

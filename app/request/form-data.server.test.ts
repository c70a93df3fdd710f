import { describe, expect, it } from "vitest";
import { readForm } from "./form-data.server";

const post = (body: BodyInit | null, type: string | null, method = "POST") =>
  new Request("http://shop.test/cart", { method, body, headers: type === null ? {} : { "Content-Type": type } });

async function refusalOf(request: Request): Promise<Response> {
  const thrown: unknown = await readForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error("readForm did not throw a Response");
  return thrown;
}

describe("readForm", () => {
  it("reads a url-encoded and a multipart form", async () => {
    expect((await readForm(post("intent=clear&pn=A%201", "application/x-www-form-urlencoded; charset=UTF-8"))).get("pn")).toBe("A 1");
    const form = new FormData();
    form.set("intent", "add");
    expect((await readForm(new Request("http://shop.test/cart", { method: "POST", body: form }))).get("intent")).toBe("add");
  });

  it.each([
    ["JSON", '{"intent":"clear"}', "application/json"],
    ["text", "intent=clear", "text/plain"],
    ["no type", "intent=clear", null],
  ])("answers 415 to a %s body", async (_name, body, type) => {
    const res = await refusalOf(post(body, type));
    expect(res.status).toBe(415);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 400 to a multipart body that does not parse", async () => {
    expect((await refusalOf(post("not multipart at all", "multipart/form-data; boundary=xx"))).status).toBe(400);
    expect((await refusalOf(post("a=1", "multipart/form-data"))).status).toBe(400);
  });

  it("answers 405 with Allow to other methods, before reading the body", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await refusalOf(post("intent=clear", "application/x-www-form-urlencoded", method));
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  });
});

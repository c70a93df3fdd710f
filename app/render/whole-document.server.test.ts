import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { wholeDocument } from "./whole-document.server";

describe("wholeDocument", () => {
  it("lets the page through finished, once it has ended, however it was cut", async () => {
    const bytes = Buffer.from("<p>Relé · 5 €</p>");
    const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(wholeDocument((html) => html.toUpperCase()))) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString("utf8")).toBe("<P>RELÉ · 5 €</P>");
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseNdjson, readNdjsonFile, readNdjsonPages } from "./ndjson.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "ndjson-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileOf(text: string): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.ndjson`);
  writeFileSync(file, text);
  return file;
}

describe("reading an NDJSON file a chunk at a time", () => {
  // Lines shorter and longer than the 16-byte chunks, accents whose two bytes fall in two chunks, a draft, a blank line.
  const text = [
    '{"_id":"a","_type":"x"}',
    '{"_id":"b","_type":"x","title":"Botón rojo de emergencia, señal ñandú"}',
    "",
    '{"_id":"drafts.b","_type":"x"}',
    '{"_id":"c","t":"éééééééééééééééééééé"}',
  ].join("\n");

  it.each([1, 7, 16, 1 << 20])("reads what parseNdjson reads of the whole text, %i bytes at a time", (chunkSize) => {
    expect(readNdjsonFile(fileOf(text), chunkSize)).toEqual(parseNdjson(text));
    expect(readNdjsonFile(fileOf(`${text}\n`), chunkSize)).toEqual(parseNdjson(text));
  });

  it("reads an empty file as no documents", () => {
    expect(readNdjsonFile(fileOf(""), 4)).toEqual([]);
  });
});

describe("reading an NDJSON file's documents a page at a time", () => {
  it("yields the kept documents in file order, `size` at a time", async () => {
    const text = ["a", "b", "c", "d", "e"].map((id, i) => JSON.stringify({ _id: id, _type: i === 2 ? "other" : "product" })).join("\n");
    const pages: unknown[][] = [];
    for await (const page of readNdjsonPages(fileOf(text), (doc) => doc._type === "product", 2, 7)) pages.push(page.map((d) => d._id));
    expect(pages).toEqual([
      ["a", "b"],
      ["d", "e"],
    ]);
  });
});

import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { createWorkerContent, GROQ_WORKER_FILE, loadEmbeddedContent, parseNdjson } from "./embedded.server";
import { createInThreadContent } from "./testing/in-thread-content";

const docs = parseNdjson(
  [
    '{"_id":"a","_type":"article","slug":{"en":"one","es":"uno"}}',
    '{"_id":"b","_type":"article","slug":{"en":"two","es":"dos"}}',
    '{"_id":"drafts.b","_type":"article","slug":{"en":"two","es":"dos"}}',
  ].join("\n"),
);

describe("embedded content", () => {
  it("skips drafts", () => {
    expect(docs.map((d) => d._id)).toEqual(["a", "b"]);
  });
  it("binds params at evaluation, so the same query answers each value on its own", async () => {
    const content = createInThreadContent(docs);
    const query = '*[_type == "article" && slug.en == $slug][0]._id';
    expect(await content.fetch(query, { slug: "one" })).toBe("a");
    expect(await content.fetch(query, { slug: "two" })).toBe("b");
    expect(await content.fetch(query, { slug: "nope" })).toBeNull();
  });
});

describe("references", () => {
  it("follow `->` to the document with that _id, and a missing one to null", async () => {
    const content = createInThreadContent([
      { _id: "s1", _type: "series", name: "GCX11" },
      { _id: "p1", _type: "product", series: { _ref: "s1" } },
      { _id: "p2", _type: "product", series: { _ref: "gone" } },
    ]);
    expect(await content.fetch('*[_type == "product"] | order(_id asc){_id, "series": series->name}')).toEqual([
      { _id: "p1", series: "GCX11" },
      { _id: "p2", series: null },
    ]);
  });
});

describe("embedded content in a worker thread", () => {
  const query = '*[_type == "article" && slug.en == $slug][0]{ _id, "es": slug.es }';

  it("answers as the same query on the calling thread does", async () => {
    const inWorker = createWorkerContent({ documents: docs });
    const inThread = createInThreadContent(docs);
    for (const slug of ["one", "two", "nope"]) expect(await inWorker.fetch(query, { slug })).toEqual(await inThread.fetch(query, { slug }));
    expect(await inWorker.fetch('count(*[_type == "article"])')).toBe(2);
  });

  it("hands a query's error to its caller and goes on answering", async () => {
    const content = createWorkerContent({ documents: docs });
    await expect(content.fetch("*[_type == ")).rejects.toThrow(/^GROQ: /);
    expect(await content.fetch(query, { slug: "one" })).toEqual({ _id: "a", es: "uno" });
  });

  it("fails the queries a dying worker had, and starts a new worker for the next one", async () => {
    // The real worker, plus a listener that ends the thread on the query "crash".
    const dir = mkdtempSync(path.join(tmpdir(), "groq-worker-"));
    const crashing = path.join(dir, "crashing-worker.mjs");
    writeFileSync(
      crashing,
      [
        `import ${JSON.stringify(pathToFileURL(GROQ_WORKER_FILE).href)};`,
        'import { parentPort } from "node:worker_threads";',
        'parentPort.on("message", ({ query }) => { if (query === "crash") process.exit(7); });',
      ].join("\n"),
    );
    try {
      const content = createWorkerContent({ documents: docs }, crashing);
      expect(await content.fetch(query, { slug: "two" })).toEqual({ _id: "b", es: "dos" });
      await expect(content.fetch("crash")).rejects.toThrow("the content worker exited (7)");
      expect(await content.fetch(query, { slug: "one" })).toEqual({ _id: "a", es: "uno" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the dataset file in the worker, is versioned by its hash, and a missing file fails the start", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "groq-dataset-"));
    const file = path.join(dir, "dataset.ndjson");
    writeFileSync(file, '{"_id":"a","_type":"article","slug":{"en":"one","es":"uno"}}\n{"_id":"drafts.a","_type":"article"}\n');
    try {
      const content = await loadEmbeddedContent(file);
      expect(await content.fetch("count(*)")).toBe(1);
      expect(await content.ping()).toBe(true);
      expect(await content.version!()).toBe(createHash("sha256").update(readFileSync(file)).digest("base64url"));
      await expect(loadEmbeddedContent(path.join(dir, "missing.ndjson"))).rejects.toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("moves to another dataset file once it is read, answering each query from one file, and keeps its file when the other is broken", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "groq-dataset-"));
    const [first, second, broken] = ["first", "second", "broken"].map((name) => path.join(dir, `${name}.ndjson`));
    writeFileSync(first!, '{"_id":"a","_type":"article"}\n');
    writeFileSync(second!, '{"_id":"a","_type":"article"}\n{"_id":"b","_type":"article"}\n');
    writeFileSync(broken!, "{not json\n");
    try {
      const content = await loadEmbeddedContent(first!);
      const before = content.fetch<number>("count(*)");
      await content.switchTo(second!);
      expect([await before, await content.fetch("count(*)")]).toEqual([1, 2]);
      expect(await content.version()).toBe(createHash("sha256").update(readFileSync(second!)).digest("base64url"));
      await expect(content.switchTo(broken!)).rejects.toThrow();
      expect(await content.fetch("count(*)")).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

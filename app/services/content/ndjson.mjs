// @ts-check
import { closeSync, openSync, readSync } from "node:fs";

/**
 * One NDJSON line's document, or null for a blank line or a draft (the published API leaves drafts out).
 * @param {string} line
 * @returns {Record<string, unknown> | null}
 */
function parseLine(line) {
  if (line.trim() === "") return null;
  const doc = /** @type {Record<string, unknown>} */ (JSON.parse(line));
  return typeof doc._id === "string" && !doc._id.startsWith("drafts.") ? doc : null;
}

/**
 * Parses an NDJSON export (one document a line). Plain JavaScript so that the content worker
 * (groq-worker.mjs) reads the dataset file itself.
 * @param {string} text
 * @returns {Record<string, unknown>[]}
 */
export function parseNdjson(text) {
  return text.split("\n").flatMap((line) => {
    const doc = parseLine(line);
    return doc ? [doc] : [];
  });
}

/**
 * Reads an NDJSON file line by line, a chunk of its bytes at a time: neither the whole file (at 50,000 products,
 * 100 MB of bytes, which an idle worker kept until its next garbage collection) nor its text nor an array of its
 * lines is ever held. A line is decoded whole, so a character split between two chunks stays one character.
 * @param {string} file
 * @param {number} [chunkSize] bytes read at once; the buffer grows for a longer line
 * @returns {Generator<Record<string, unknown>>}
 */
function* documentsOf(file, chunkSize = 1 << 20) {
  const fd = openSync(file, "r");
  try {
    let buffer = Buffer.alloc(chunkSize);
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(chunkSize)]);
      const read = readSync(fd, buffer, filled, buffer.length - filled, null);
      filled += read;
      let start = 0;
      for (let newline = buffer.indexOf(10, start); newline !== -1 && newline < filled; newline = buffer.indexOf(10, start)) {
        const doc = parseLine(buffer.toString("utf8", start, newline));
        if (doc) yield doc;
        start = newline + 1;
      }
      if (read === 0) {
        const doc = parseLine(buffer.toString("utf8", start, filled));
        if (doc) yield doc;
        return;
      }
      filled = buffer.copy(buffer, 0, start, filled);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Every document of an NDJSON file (documentsOf).
 * @param {string} file
 * @param {number} [chunkSize]
 * @returns {Record<string, unknown>[]}
 */
export function readNdjsonFile(file, chunkSize) {
  return [...documentsOf(file, chunkSize)];
}

/**
 * The documents of an NDJSON file that `keep` keeps, `size` at a time in file order: one page is held, never the
 * whole file's, and the caller's thread gets a turn between two pages.
 * @param {string} file
 * @param {(doc: Record<string, unknown>) => boolean} keep
 * @param {number} size
 * @param {number} [chunkSize]
 * @returns {AsyncGenerator<Record<string, unknown>[]>}
 */
export async function* readNdjsonPages(file, keep, size, chunkSize) {
  /** @type {Record<string, unknown>[]} */
  let page = [];
  for (const doc of documentsOf(file, chunkSize)) {
    if (!keep(doc)) continue;
    page.push(doc);
    if (page.length < size) continue;
    yield page;
    page = [];
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (page.length > 0) yield page;
}

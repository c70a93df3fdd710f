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
 * @returns {Record<string, unknown>[]}
 */
export function readNdjsonFile(file, chunkSize = 1 << 20) {
  const fd = openSync(file, "r");
  /** @type {Record<string, unknown>[]} */
  const docs = [];
  const take = (/** @type {Buffer} */ bytes, /** @type {number} */ start, /** @type {number} */ end) => {
    const doc = parseLine(bytes.toString("utf8", start, end));
    if (doc) docs.push(doc);
  };
  try {
    let buffer = Buffer.alloc(chunkSize);
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(chunkSize)]);
      const read = readSync(fd, buffer, filled, buffer.length - filled, null);
      filled += read;
      let start = 0;
      for (let newline = buffer.indexOf(10, start); newline !== -1 && newline < filled; newline = buffer.indexOf(10, start)) {
        take(buffer, start, newline);
        start = newline + 1;
      }
      if (read === 0) {
        take(buffer, start, filled);
        return docs;
      }
      filled = buffer.copy(buffer, 0, start, filled);
    }
  } finally {
    closeSync(fd);
  }
}

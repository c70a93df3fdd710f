// @ts-check
import { readFileSync } from "node:fs";

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
 * Reads an NDJSON file line by line from its bytes: neither the whole text as one string nor an array of
 * its lines is ever held (at 50,000 products, 100 to 200 MB each beside the documents).
 * @param {string} file
 * @returns {Record<string, unknown>[]}
 */
export function readNdjsonFile(file) {
  const bytes = readFileSync(file);
  /** @type {Record<string, unknown>[]} */
  const docs = [];
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(10, start);
    const end = newline === -1 ? bytes.length : newline;
    const doc = parseLine(bytes.toString("utf8", start, end));
    if (doc) docs.push(doc);
    start = end + 1;
  }
  return docs;
}

// @ts-check

/**
 * Parses an NDJSON export (one document a line). Drafts are skipped, as the published API does. Plain
 * JavaScript so that the content worker (groq-worker.mjs) reads the dataset file itself.
 * @param {string} text
 * @returns {Record<string, unknown>[]}
 */
export function parseNdjson(text) {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => /** @type {Record<string, unknown>} */ (JSON.parse(line)))
    .filter((doc) => typeof doc._id === "string" && !doc._id.startsWith("drafts."));
}

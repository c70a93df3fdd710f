// @ts-check

/** Strings longer than this are rarely repeated (descriptions): not worth a lookup. */
const MAX_LENGTH = 200;
/** Documents handled per turn of the event loop, so queries are answered in between. */
const CHUNK = 500;

/**
 * Makes equal strings in the documents one string, in place: each parsed line has its own copy of every
 * attribute value, reference type, image path and category id (at 50,000 products, a third of the heap).
 * Done in chunks in the background; the answers are the same before, during and after.
 * @param {Record<string, unknown>[]} documents
 * @returns {Promise<void>}
 */
export function internStrings(documents) {
  /** @type {Map<string, string>} */
  const pool = new Map();
  /** @param {unknown} value @returns {unknown} */
  const intern = (value) => {
    if (typeof value === "string") {
      if (value.length > MAX_LENGTH) return value;
      const known = pool.get(value);
      if (known !== undefined) return known;
      pool.set(value, value);
      return value;
    }
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) value[i] = intern(value[i]);
    else if (value !== null && typeof value === "object") {
      const object = /** @type {Record<string, unknown>} */ (value);
      for (const key of Object.keys(object)) object[key] = intern(object[key]);
    }
    return value;
  };
  return new Promise((resolve) => {
    const step = (/** @type {number} */ start) => {
      const end = Math.min(start + CHUNK, documents.length);
      for (let i = start; i < end; i++) intern(documents[i]);
      if (end < documents.length) setImmediate(step, end);
      else resolve();
    };
    step(0);
  });
}

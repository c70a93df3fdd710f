/** The content service: one interface, GROQ in, JSON out. Embedded dataset or Sanity, chosen from config. */
export type QueryParams = Record<string, string | number | boolean | string[] | null>;

export interface ContentService {
  readonly kind: "embedded" | "sanity";
  fetch<T>(query: string, params?: QueryParams): Promise<T>;
  /** True when content can be queried (readiness). */
  ping(): Promise<boolean>;
  /**
   * What the answers are made from: the same version, the same answers (the embedded dataset file's hash).
   * Absent where the source promises no such thing (Sanity, whose documents change under the same name).
   */
  version?(): Promise<string>;
  /**
   * Every product document as stored, `size` at a time (the embedded dataset's file, read on the calling thread: the
   * search index's first fill skips 25 sorted GROQ scans of the worker). Absent for Sanity, which GROQ pages.
   */
  products?(size: number): AsyncIterable<Record<string, unknown>[]>;
}

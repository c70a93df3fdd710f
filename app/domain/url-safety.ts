/**
 * URL checks shared by the server (redirect targets, route rules) and the browser (route rules).
 * Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `"/\t/evil.example"` or
 * `"/\\evil.example"` would become protocol-relative: any control character or backslash is refused.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/;
const PROBE_ORIGIN = "http://same-origin.invalid";

/** A path on this site: starts with one `/`, no scheme, no `//`, no backslashes or control characters. */
export function isSafeRelativePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARS.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** An absolute http(s) address; `javascript:`, `data:`, `vbscript:` and every other scheme are refused. */
export function isSafeExternalUrl(value: string): boolean {
  if (UNSAFE_CHARS.test(value) || value.trim() !== value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

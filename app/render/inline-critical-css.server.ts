import { Transform } from "node:stream";
import { criticalCss, type ParsedStylesheet } from "./critical-css";
import { SLOT_SECRET } from "./template-slots";

/**
 * What the inline stylesheet holds while the page renders; replaced, once the whole page is known, by
 * the rules it uses. It carries the process's secret, so no page text can pass for it.
 */
export const CRITICAL_CSS_MARK = `/*critical-css:${SLOT_SECRET}*/`;

/** `html` with its inline stylesheet's mark replaced by the rules of `sheet` the page may use. */
export function inlineCriticalCss(html: string, sheet: ParsedStylesheet): string {
  const at = html.indexOf(CRITICAL_CSS_MARK);
  if (at === -1) return html;
  return html.slice(0, at) + criticalCss(sheet, html) + html.slice(at + CRITICAL_CSS_MARK.length);
}

/**
 * A stream that holds a page until its end, then lets it through with its critical stylesheet inline.
 * Pages render whole (no suspended parts), so holding them back delays nothing the browser could use.
 */
export function withCriticalCss(sheet: ParsedStylesheet): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.from(inlineCriticalCss(Buffer.concat(chunks).toString("utf8"), sheet)));
    },
  });
}

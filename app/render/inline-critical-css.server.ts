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

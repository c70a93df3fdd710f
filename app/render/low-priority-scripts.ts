/**
 * `html` with its module preloads (Remix's `<Scripts>`) fetched at low priority. The page is complete
 * and usable without its scripts, so they must not compete with what the first paint needs; at high
 * priority the browser (and Lighthouse's model of a slow phone) treats them as blocking that paint.
 * React leaves the added attribute alone when it hydrates.
 */
export function lowPriorityScripts(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}

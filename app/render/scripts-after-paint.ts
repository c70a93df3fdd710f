/**
 * The page's scripts, fetched and run once it has painted. The page is complete and usable without
 * them, so they must not compete with its first paint: Remix's module preloads become preloads for no
 * screen (kept as elements, so hydration finds what it rendered, and valid HTML), and its inline module script, which imports the
 * route modules and then entry.client, waits for the first frame before it imports them, all at once.
 * Scripts that arrive before the paint would delay it, and Lighthouse's model of a slow phone counts
 * every script downloaded before the largest paint into that paint. React leaves the changed links and
 * script alone when it hydrates.
 */

const MODULE_PRELOAD = '<link rel="modulepreload" href=';
/** What a module preload becomes: a preload whose media matches nothing, so the browser fetches nothing. */
const NO_PRELOAD = '<link rel="preload" as="script" media="not all" href=';
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** Remix's static imports: `import * as route0 from "/build/root-X.js";` and a bare `import "/build/manifest-X.js"`. */
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"\\]+");?/g;
/** After the frame that paints the page; a hidden tab paints no frame, so a timer stands in. */
const AFTER_FIRST_PAINT = "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 200); });";

/** The script with its static imports made dynamic, after the first paint; null when it is not the script this knows. */
function deferImports(script: string): string | null {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = script.replace(STATIC_IMPORT, (_match, name: string | undefined, url: string) => {
    names.push(name ?? "");
    urls.push(url);
    return "";
  });
  if (urls.length === 0 || /\bimport\s*[*{"']/.test(rest)) return null;
  return `${AFTER_FIRST_PAINT}const [${names.join(",")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);${rest}`;
}

export function scriptsAfterPaint(html: string): string {
  let deferred = false;
  const out = html.replace(MODULE_SCRIPT, (whole, open: string, body: string, close: string) => {
    const script = deferImports(body);
    if (script === null) return whole;
    deferred = true;
    return open + script + close;
  });
  // A script this does not know (a Remix upgrade) is left as it is, and so are its preloads.
  return deferred ? out.replaceAll(MODULE_PRELOAD, NO_PRELOAD) : html;
}

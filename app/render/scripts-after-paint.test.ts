import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint";

/** The end of a page as Remix 2 writes it (lazy route discovery on: no manifest import). */
const remixScripts = (head = ";") =>
  `<link rel="modulepreload" href="/build/entry.client-C.js"/><link rel="modulepreload" href="/build/root-A.js"/><script nonce="n" type="module" async="">${head}
import * as route0 from "/build/root-A.js";
import * as route1 from "/build/layout.shop-B.js";
window.__remixManifest = {"entry":{"module":"/build/entry.client-C.js"}};
window.__remixRouteModules = {"root":route0,"layout.shop":route1};

import("/build/entry.client-C.js");</script>`;

describe("scriptsAfterPaint", () => {
  it("imports the route modules after the first paint, all at once, before the rest of the script", () => {
    const out = scriptsAfterPaint(`<p>page</p>${remixScripts()}`);
    expect(out).toContain('<script nonce="n" type="module" async="">await new Promise((go) => { requestAnimationFrame(');
    expect(out).toContain('const [route0,route1] = await Promise.all([import("/build/root-A.js"),import("/build/layout.shop-B.js")]);');
    expect(out).not.toMatch(/import \* as|import "/);
    expect(out.indexOf("Promise.all")).toBeLessThan(out.indexOf("window.__remixRouteModules"));
    expect(out).toContain('import("/build/entry.client-C.js");</script>');
  });

  it("turns the module preloads into preloads that fetch nothing", () => {
    const out = scriptsAfterPaint(remixScripts());
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(
      '<link rel="preload" as="script" media="not all" href="/build/entry.client-C.js"/><link rel="preload" as="script" media="not all" href="/build/root-A.js"/>',
    );
  });

  it("defers a bare import (the manifest, without lazy route discovery) the same way", () => {
    const out = scriptsAfterPaint(remixScripts('import "/build/manifest-D.js";'));
    expect(out).toContain(
      'const [,route0,route1] = await Promise.all([import("/build/manifest-D.js"),import("/build/root-A.js"),import("/build/layout.shop-B.js")]);',
    );
  });

  it("runs: nothing is imported before a frame, then the modules before the rest of the script", async () => {
    const body = /<script[^>]*>([\s\S]*)<\/script>/.exec(scriptsAfterPaint(remixScripts()))![1]!;
    const loaded: string[] = [];
    const window: Record<string, unknown> = {};
    const frames: (() => void)[] = [];
    type Run = (w: object, raf: (f: () => void) => void, load: (url: string) => Promise<object>) => Promise<void>;
    const run = new Function("window", "requestAnimationFrame", "load", `return (async () => { ${body.replace(/import\(/g, "load(")} })();`) as Run;
    const done = run(
      window,
      (frame) => frames.push(frame),
      async (url) => {
        loaded.push(url);
        return { url };
      },
    );
    await Promise.resolve();
    expect(loaded).toEqual([]);
    frames.forEach((frame) => frame());
    await done;
    expect(loaded).toEqual(["/build/root-A.js", "/build/layout.shop-B.js", "/build/entry.client-C.js"]);
    expect(window.__remixRouteModules).toEqual({ root: { url: "/build/root-A.js" }, "layout.shop": { url: "/build/layout.shop-B.js" } });
  });

  it("leaves a page whose module script it does not know as it is, preloads included", () => {
    const other = '<link rel="modulepreload" href="/x.js"/><script type="module">import { a } from "/x.js"; import * as b from "/y.js"; a(b);</script>';
    expect(scriptsAfterPaint(other)).toBe(other);
    expect(scriptsAfterPaint("<p>no scripts</p>")).toBe("<p>no scripts</p>");
  });
});

import { describe, expect, it } from "vitest";
import { COMPILE_HINT, entryFiles, withCompileHint } from "./compile-hints";

describe("compile hints", () => {
  it("puts the hint on the first line once", () => {
    const once = withCompileHint("import{a}from'./b.js';a();");
    expect(once).toBe(`${COMPILE_HINT}import{a}from'./b.js';a();`);
    expect(withCompileHint(once)).toBe(once);
  });

  it("names the entry and its imports as files of the client build", () => {
    const manifest = { entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-B.js"] }, routes: {} };
    expect(entryFiles(manifest)).toEqual(["entry.client-A.js", "_shared/chunk-B.js"]);
  });

  it("refuses an entry outside the public path rather than guess", () => {
    expect(() => entryFiles({ entry: { module: "/elsewhere/entry.js", imports: [] }, routes: {} })).toThrow(/not under/);
  });
});

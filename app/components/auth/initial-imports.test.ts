import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The browser build gives a page every module its route and the root import statically (a dynamic
 * `import()` is a chunk of its own; `.server` modules are emptied). The sign-in forms' libraries must
 * stay out of that graph: they load with the forms (forms-on-demand.tsx).
 */
const APP = fileURLToPath(new URL("../..", import.meta.url));
const FORM_LIBRARIES = ["zod", "@conform-to/react", "@conform-to/zod"];

/** Value imports and re-exports; `import type` is erased, `import()` is not matched. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  const file = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ending) => base + ending)
    .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return file ?? null;
}

/** Every package the module reaches through static imports of browser code. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith(".") || specifier.startsWith("~/")) {
        const local = resolveLocal(specifier, file);
        if (local) visit(local);
      } else if (!reached.has(specifier)) reached.set(specifier, path.relative(APP, file));
    }
  };
  visit(path.join(APP, entry));
  return reached;
}

describe("JavaScript every page loads", () => {
  it.each([
    "root.tsx",
    "routes/home.tsx",
    "routes/product.tsx",
    "routes/editorial.tsx",
    "routes/layout.shop.tsx",
    "routes/category.tsx",
    "routes/products.tsx",
    "routes/cart.tsx",
    "routes/account.addresses.tsx",
  ])("%s reaches no form-validation library", (entry) => {
    const reached = packagesReachedFrom(entry);
    const offenders = FORM_LIBRARIES.filter((name) => reached.has(name)).map((name) => `${name} (from ${reached.get(name)})`);
    expect(offenders).toEqual([]);
  });

  it("sees a library imported by a module the root reaches", () => {
    expect(packagesReachedFrom("root.tsx").has("@remix-run/react")).toBe(true);
    expect(packagesReachedFrom("components/auth/EmailStep.tsx").get("@conform-to/zod")).toBe("components/auth/EmailStep.tsx");
  });
});

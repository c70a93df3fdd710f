/** What the project's code and commands use, gathered by check-declared-deps.ts. */
export type Usage = {
  /** Every import specifier in the code, tests, scripts and config files (relative ones included). */
  specifiers: Iterable<string>;
  /** Whether any of them is a Node built-in module (the use of @types/node). */
  usesNodeBuiltins: boolean;
  /** The words of every npm script and shell script: a package is used when one of its bins is among them. */
  commandWords: ReadonlySet<string>;
  /** The bins each declared package installs. */
  binsOf: (name: string) => readonly string[];
};

/** The npm package a bare specifier names (`@scope/name/sub` -> `@scope/name`); null for a relative path or the `~/` alias. */
export function packageOf(specifier: string): string | null {
  if (/^[./~]/.test(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? null);
}

/** `@types/express` types `express`; `@types/scope__name` types `@scope/name`. */
function typedPackage(name: string): string | null {
  if (!name.startsWith("@types/")) return null;
  const typed = name.slice("@types/".length);
  return typed.includes("__") ? `@${typed.replace("__", "/")}` : typed;
}

/** The declared packages nothing imports, runs as a command, or types. */
export function unusedPackages(declared: readonly string[], usage: Usage): string[] {
  const imported = new Set<string>();
  for (const specifier of usage.specifiers) {
    const name = packageOf(specifier);
    if (name) imported.add(name);
  }
  const isUsed = (name: string): boolean => {
    const typed = typedPackage(name);
    if (typed === "node") return usage.usesNodeBuiltins;
    if (typed) return isUsed(typed);
    return imported.has(name) || usage.binsOf(name).some((bin) => usage.commandWords.has(bin));
  };
  return declared.filter((name) => !isUsed(name));
}

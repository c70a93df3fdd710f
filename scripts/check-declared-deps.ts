/**
 * Fails when package.json declares a package that nothing uses: dependencies are declared exactly as
 * imported. dependency-cruiser's no-non-package-json rule covers the other direction.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { unusedPackages } from "./deps/unused-packages";

const CODE = ["app", "server.ts", "scripts", "tests", "e2e", "content", ...readdirSync(".").filter((file) => /\.config\.[cm]?[jt]s$/.test(file))];
const SHELL_SCRIPTS = ["scripts", ".ci"].flatMap((dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.[cm]?[jt]s$/.test(entry.name))
    .map((entry) => `${dir}/${entry.name}`),
);

type PackageJson = { scripts?: Record<string, string>; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));
const pkg = readJson("package.json") as PackageJson;

function binsOf(name: string): string[] {
  const manifest = `node_modules/${name}/package.json`;
  if (!existsSync(manifest)) return [];
  const { bin } = readJson(manifest) as { bin?: string | Record<string, string> };
  if (typeof bin === "string") return [name.replace(/^@[^/]+\//, "")];
  return Object.keys(bin ?? {});
}

const { output } = await cruise(CODE, { tsPreCompilationDeps: true, doNotFollow: { path: "node_modules" } });
const dependencies = (output as ICruiseResult).modules.flatMap((module) => module.dependencies);
const commands = [...Object.values(pkg.scripts ?? {}), ...SHELL_SCRIPTS.map((file) => readFileSync(file, "utf8"))].join("\n");

const unused = unusedPackages([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})], {
  specifiers: dependencies.map((dependency) => dependency.module),
  usesNodeBuiltins: dependencies.some((dependency) => dependency.dependencyTypes.includes("core")),
  commandWords: new Set(commands.split(/[^\w@./-]+/)),
  binsOf,
});
if (unused.length > 0) {
  console.error(`Declared in package.json but never imported or run:\n${unused.map((name) => `  ${name}`).join("\n")}`);
  process.exit(1);
}
console.log("Every declared package is used.");

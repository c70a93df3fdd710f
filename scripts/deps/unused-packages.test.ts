import { describe, expect, it } from "vitest";
import { packageOf, unusedPackages, type Usage } from "./unused-packages";

const usage = (over: Partial<Usage>): Usage => ({ specifiers: [], usesNodeBuiltins: false, commandWords: new Set(), binsOf: () => [], ...over });

describe("packageOf", () => {
  it("names the package of a bare specifier, scoped or not, with or without a subpath", () => {
    expect(packageOf("react-dom/client")).toBe("react-dom");
    expect(packageOf("@remix-run/dev/server-build")).toBe("@remix-run/dev");
    expect(packageOf("zod")).toBe("zod");
  });
  it("names none for relative paths and the ~/ alias", () => {
    expect(packageOf("./x")).toBeNull();
    expect(packageOf("../x")).toBeNull();
    expect(packageOf("~/domain/money")).toBeNull();
  });
});

describe("unusedPackages", () => {
  it("keeps imported packages and lists the rest", () => {
    expect(unusedPackages(["react", "zod", "left-pad"], usage({ specifiers: ["react", "./local", "zod/lib"] }))).toEqual(["left-pad"]);
  });
  it("counts a package whose bin a command runs", () => {
    const binsOf = (name: string) => (name === "@remix-run/dev" ? ["remix"] : []);
    expect(unusedPackages(["@remix-run/dev"], usage({ commandWords: new Set(["remix", "build"]), binsOf }))).toEqual([]);
    expect(unusedPackages(["@remix-run/dev"], usage({ commandWords: new Set(["tsx"]), binsOf }))).toEqual(["@remix-run/dev"]);
  });
  it("counts type packages by the package they type, @types/node by the Node built-ins", () => {
    const declared = ["@types/express", "@types/babel__core", "@types/node", "@types/pg"];
    expect(unusedPackages(declared, usage({ specifiers: ["express", "@babel/core"], usesNodeBuiltins: true }))).toEqual(["@types/pg"]);
    expect(unusedPackages(["@types/node"], usage({}))).toEqual(["@types/node"]);
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { lineCount, README_MAX_LINES, readmeLengthProblem } from "./length";

const lines = (n: number) => "line\n".repeat(n);

describe("lineCount", () => {
  it("counts lines as wc -l does, and a last line without its newline", () => {
    expect([lineCount(""), lineCount("a\n"), lineCount("a\nb"), lineCount("a\n\nb\n")]).toEqual([0, 1, 2, 3]);
  });
});

describe("the README length check", () => {
  it("passes a README under the limit and fails one at it or over it", () => {
    expect(readmeLengthProblem(lines(README_MAX_LINES - 1))).toBeNull();
    expect(readmeLengthProblem(lines(README_MAX_LINES))).toBe("250 lines: a README must stay under 250; move details to docs/ and link them");
    expect(readmeLengthProblem(lines(737))).toMatch(/^737 lines/);
  });

  const dir = mkdtempSync(path.join(tmpdir(), "readme-length-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const check = (text: string) => {
    const file = path.join(dir, "README.md");
    writeFileSync(file, text);
    return spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/check-readme-length.ts", file], { cwd: root, encoding: "utf8" });
  };

  it("exits non-zero, naming the file, when the README has 250 lines", () => {
    const result = check(lines(README_MAX_LINES));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("README.md: 250 lines");
  });
});

/** A PDF's text as a reader copies it, by poppler's `pdftotext` (installed by scripts/test.sh), for the quote tests. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function withPdfFile<T>(bytes: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "quote-pdf-"));
  try {
    const file = path.join(dir, "quote.pdf");
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text line by line as laid out on the page (a table row stays one line), runs of white space made one space. */
export function pdfText(bytes: Uint8Array): Promise<string> {
  return withPdfFile(bytes, async (file) => (await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"])).stdout.replace(/\s+/g, " "));
}

/** Each page's text as `pdfText` gives it (pdftotext ends every page with a form feed). */
export function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
    return stdout
      .split("\f")
      .slice(0, -1)
      .map((page) => page.replace(/\s+/g, " "));
  });
}

/** `pdfinfo`'s fields (`Pages`, `Page size`, `Title`, …). */
export function pdfInfo(bytes: Uint8Array): Promise<Record<string, string>> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run("pdfinfo", [file]);
    const fields = stdout.split("\n").flatMap((line) => {
      const match = /^([^:]+):\s*(.*)$/.exec(line);
      return match ? [[match[1]!, match[2]!] as const] : [];
    });
    return Object.fromEntries(fields);
  });
}

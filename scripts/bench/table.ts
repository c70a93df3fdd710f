/** A plain-text table for the benchmark's console output: text columns padded left-aligned, figures right-aligned. */
export function printColumns(header: string[], lines: string[][], isText: (column: number) => boolean): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (isText(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

/** The README is a five-minute read (issue 20): fewer than this many lines; what does not fit goes to docs/. */
export const README_MAX_LINES = 250;

/** Lines as `wc -l` counts them, and as an editor numbers them when the last one has no newline. */
export function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** Why the text is too long for a README, or null when it is short enough. */
export function readmeLengthProblem(text: string, maxLines = README_MAX_LINES): string | null {
  const lines = lineCount(text);
  return lines < maxLines ? null : `${lines} lines: a README must stay under ${maxLines}; move details to docs/ and link them`;
}

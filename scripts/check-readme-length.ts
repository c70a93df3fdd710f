/** `npm run lint:readme`: fails when README.md (or the file named) has README_MAX_LINES lines or more. */
import { readFileSync } from "node:fs";
import { readmeLengthProblem } from "./readme/length";

const file = process.argv[2] ?? "README.md";
const problem = readmeLengthProblem(readFileSync(file, "utf8"));
if (problem) {
  console.error(`${file}: ${problem}`);
  process.exit(1);
}

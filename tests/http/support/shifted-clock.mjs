// Loaded into a test server with NODE_OPTIONS=--import: Date.now() runs ahead by the milliseconds
// written in TEST_CLOCK_FILE, so a test can let time pass (code expiry) without waiting.
import { readFileSync } from "node:fs";

const file = process.env.TEST_CLOCK_FILE;
const realNow = Date.now.bind(Date);

Date.now = () => {
  let offset = 0;
  try {
    offset = Number(readFileSync(file, "utf8")) || 0;
  } catch {
    // No file yet: no shift.
  }
  return realNow() + offset;
};

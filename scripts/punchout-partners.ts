/**
 * npm run punchout-partners -- --from partners.json: registers the PunchOut trading partners of a JSON file
 * (docs/punchout.md#registering-a-partner), upserting each by its id with its secret hashed. Secrets are never printed.
 * On the embedded database it is refused while a server holds DATA_DIR (stop it, or use PostgreSQL).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { partnersFileProblems, partnersFileSchema } from "~/domain/punchout-flow/partners-file";
import { claimDataDir, DataDirInUseError } from "~/services/db/data-dir-lock.server";
import { closeDb, getDb, prepareDatabase } from "~/services/db/index.server";
import { registerPartners } from "~/services/punchout/partners.server";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run punchout-partners -- --from partners.json");
  process.exit(2);
}

let text: unknown;
try {
  text = JSON.parse(await readFile(values.from, "utf8"));
} catch (error) {
  console.error(`Cannot read ${values.from}: ${(error as Error).message}`);
  process.exit(1);
}
const parsed = partnersFileSchema.safeParse(text);
if (!parsed.success) {
  console.error(`${values.from} is not a valid partners file; nothing was saved:\n${partnersFileProblems(parsed.error).join("\n")}`);
  process.exit(1);
}

const config = getConfig();
try {
  const lock = config.database === "pglite" ? await claimDataDir(config.dataDir, "punchout-partners") : null;
  try {
    await prepareDatabase();
    const { saved, unknownCustomer } = await registerPartners(await getDb(), parsed.data.partners);
    console.log(`Saved ${saved.length} partner(s): ${saved.join(", ") || "none"} (${path.resolve(values.from)}).`);
    if (unknownCustomer.length > 0) {
      console.error(`Not saved, their customer does not exist: ${unknownCustomer.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await closeDb();
    lock?.release();
  }
} catch (error) {
  console.error(error instanceof DataDirInUseError ? `Refused: ${error.message}` : `Failed: ${(error as Error).message}`);
  process.exit(1);
}

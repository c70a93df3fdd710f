/**
 * npm run restore -- FILE: brings DATA_DIR back from a backup (docs/operations.md#backups). Refused while a server
 * holds DATA_DIR; the directory it replaces is kept beside it.
 */
import { readdir, rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { BackupFileError, restoreBackup } from "~/services/backup/backup.server";
import { claimDataDir, DataDirInUseError, lockFile } from "~/services/db/data-dir-lock.server";

const config = getConfig();
const [file] = parseArgs({ allowPositionals: true }).positionals;
if (!file) {
  console.error("Usage: npm run restore -- FILE (a file written by npm run backup)");
  process.exit(2);
}

try {
  const lock = await claimDataDir(config.dataDir, "restore");
  let result: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    result = await restoreBackup(file, config.dataDir);
  } finally {
    lock.release();
  }
  let { keptAs } = result;
  if (keptAs) {
    // The replaced directory keeps this process's lock; one that held nothing else is not worth keeping.
    await rm(lockFile(keptAs), { force: true });
    if ((await readdir(keptAs)).length === 0) {
      await rm(keptAs, { recursive: true });
      keptAs = null;
    }
  }
  console.log(`Restored ${config.dataDir} from ${file} (made ${result.info.createdAt}: ${result.info.files.join(", ")}).`);
  if (keptAs) console.log(`The directory it replaced is kept as ${keptAs}.`);
  if (result.info.database === "external") console.log("The backup holds no database: restore PostgreSQL with pg_restore.");
  if (config.database === "postgres" && result.info.database === "pglite") {
    console.log("DATABASE_URL is set: the server uses PostgreSQL, not the embedded database this backup restored.");
  }
} catch (error) {
  if (error instanceof DataDirInUseError) console.error(`Restore refused: ${error.message}`);
  else if (error instanceof BackupFileError) console.error(`Restore refused: ${error.message}. Nothing was changed.`);
  else console.error(`Restore failed: ${(error as Error).message}. Nothing was changed.`);
  process.exit(1);
}

/**
 * npm run backup [-- --out FILE]: a consistent copy of DATA_DIR (docs/operations.md#backups). While a server holds
 * the embedded database, it makes the copy between two queries and streams it here over DATA_DIR's operator socket;
 * with no server running, this process takes DATA_DIR and makes it. On PostgreSQL the database is pg_dump's to
 * keep; this copies DATA_DIR's other files (the generated secrets, the outbox).
 */
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { get } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { backupArchive } from "~/services/backup/backup.server";
import { claimDataDir, lockHolder, opsSocketPath } from "~/services/db/data-dir-lock.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";

const config = getConfig();
const now = new Date();
const { values: args } = parseArgs({ options: { out: { type: "string" } } });
const out = path.resolve(args.out ?? path.join("backups", `voltshop-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`));

/** The running server's own copy, over its operator socket. */
function fromServer(socketPath: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    get({ socketPath, path: "/backup" }, (res) => {
      if (res.statusCode === 200) return resolve(res);
      res.resume();
      reject(new Error(`the server answered ${res.statusCode} to the backup request`));
    }).on("error", (error) => reject(new Error(`the server holding DATA_DIR did not answer on ${socketPath}: ${error.message}`)));
  });
}

async function archive(): Promise<{ stream: Readable; done: () => Promise<void>; how: string }> {
  if (config.database === "postgres") {
    return {
      stream: await backupArchive(config.dataDir, null, now),
      done: async () => {},
      how: "DATA_DIR's files; the database is PostgreSQL's: keep it with pg_dump",
    };
  }
  const holder = lockHolder(config.dataDir);
  if (holder) return { stream: await fromServer(opsSocketPath(config.dataDir)), done: async () => {}, how: `taken by the running server (pid ${holder.pid})` };
  const lock = await claimDataDir(config.dataDir, "backup");
  const db = await createPgliteDatabase(path.join(config.dataDir, "pglite"));
  const stream = await backupArchive(config.dataDir, () => db.snapshot!(), now);
  const done = async () => {
    await db.close();
    lock.release();
  };
  return { stream, done, how: "taken with no server running" };
}

const partial = `${out}.part`;
try {
  await mkdir(path.dirname(out), { recursive: true });
  const { stream, done, how } = await archive();
  try {
    await pipeline(stream, createWriteStream(partial, { mode: 0o600 }));
  } finally {
    await done();
  }
  await rename(partial, out);
  console.log(`Backup of ${config.dataDir} written to ${out} (${((await stat(out)).size / 1024).toFixed(0)} KB), ${how}.`);
} catch (error) {
  await rm(partial, { force: true });
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

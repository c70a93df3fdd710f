import { createReadStream } from "node:fs";
import { access, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { create as createTar, extract as extractTar } from "tar";
import { createPgliteDatabase } from "~/services/db/pglite.server";

/*
 * A backup (docs/operations.md#backups) is one gzipped tar of DATA_DIR: the embedded database as PGlite's own dump,
 * taken between two queries, and every other file the directory holds (the generated secrets, the outbox), with a
 * manifest. Restoring builds a new DATA_DIR beside the old one and swaps them, so a failed restore changes nothing.
 */

const FORMAT = 1;
const MANIFEST = "voltshop-backup.json";
const DATABASE_DUMP = "pglite.tar.gz";
/** The database's live files (the dump stands for them), and what belongs to the running process only. */
const LEFT_OUT = new Set(["pglite", "server.lock", "ops.sock"]);

type Manifest = { format: number; createdAt: string; database: "pglite" | "external" };

/** What a backup holds, as its manifest says. */
export type BackupInfo = Manifest & { files: string[] };

/**
 * The backup archive as a stream. `snapshot` dumps the embedded database (null on PostgreSQL: pg_dump keeps that
 * one). The staging folder goes when the stream has been read or has failed.
 */
export async function backupArchive(dataDir: string, snapshot: (() => Promise<Blob>) | null, now = new Date()): Promise<Readable> {
  const staging = await mkdtemp(path.join(tmpdir(), "voltshop-backup-"));
  try {
    const entries = (await readdir(dataDir).catch(() => [] as string[])).filter((name) => !LEFT_OUT.has(name) && !name.startsWith("."));
    for (const name of entries) await cp(path.join(dataDir, name), path.join(staging, name), { recursive: true, preserveTimestamps: true });
    if (snapshot) await writeFile(path.join(staging, DATABASE_DUMP), Buffer.from(await (await snapshot()).arrayBuffer()));
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), database: snapshot ? "pglite" : "external" };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const files = [MANIFEST, ...(snapshot ? [DATABASE_DUMP] : []), ...entries];
    const archive = createTar({ gzip: true, cwd: staging, portable: true }, files) as unknown as Readable;
    const cleanUp = () => void rm(staging, { recursive: true, force: true });
    archive.once("end", cleanUp);
    archive.once("error", cleanUp);
    return archive;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export class BackupFileError extends Error {
  name = "BackupFileError";
}

async function readManifest(folder: string): Promise<Manifest> {
  const manifest = (await readFile(path.join(folder, MANIFEST), "utf8").then(JSON.parse, () => null)) as Manifest | null;
  if (manifest?.format !== FORMAT) throw new BackupFileError("this file is not a VoltShop backup (no manifest of format 1)");
  return manifest;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Replaces DATA_DIR with the backup in `file`: the new directory is built beside it (the database loaded from its
 * dump), then the two are swapped; the old one is kept as `<DATA_DIR>.before-restore-<time>` (null when there was
 * none). The caller holds DATA_DIR (no server runs on it).
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<{ info: BackupInfo; keptAs: string | null }> {
  const parent = path.dirname(dataDir);
  const staging = await mkdtemp(path.join(parent, ".voltshop-restore-"));
  try {
    await new Promise<void>((resolve, reject) => {
      createReadStream(file)
        .on("error", reject)
        .pipe(extractTar({ cwd: staging, strict: true }) as unknown as NodeJS.WritableStream)
        .on("error", (error: Error) => reject(new BackupFileError(`the file could not be read as a backup: ${error.message}`)))
        .on("finish", resolve);
    });
    const manifest = await readManifest(staging);
    const dump = path.join(staging, DATABASE_DUMP);
    if (manifest.database === "pglite") {
      if (!(await exists(dump))) throw new BackupFileError(`the backup names an embedded database but holds no ${DATABASE_DUMP}`);
      const db = await createPgliteDatabase(path.join(staging, "pglite"), { initialData: new Blob([await readFile(dump)]) });
      await db.query("SELECT 1");
      await db.close();
      await rm(dump);
    }
    await rm(path.join(staging, MANIFEST));
    const files = await readdir(staging);
    let keptAs: string | null = null;
    if (await exists(dataDir)) {
      keptAs = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      await rename(dataDir, keptAs);
    }
    await rename(staging, dataDir);
    return { info: { ...manifest, files }, keptAs };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

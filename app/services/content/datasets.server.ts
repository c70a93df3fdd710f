import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Queryable } from "~/services/db/database.server";

/*
 * The imported catalogue's dataset (docs/import.md#the-catalogue), kept in the database so that every
 * server on it serves the same one: `content_datasets` holds the current one (migration 0020).
 */

/** A dataset's version: the SHA-256 of its bytes, as the embedded content's `version()` gives it. */
export const datasetHash = (bytes: string | Uint8Array): string => createHash("sha256").update(bytes).digest("base64url");

export type StoredDataset = { hash: string; build: string };

export type NewDataset = StoredDataset & { ndjson: string; catalogue: unknown };

/** The current imported dataset's hash and the committed dataset it was built beside; null when none was imported. */
export async function currentDataset(db: Queryable): Promise<StoredDataset | null> {
  const [row] = await db.query<StoredDataset>("SELECT hash, build FROM content_datasets");
  return row ?? null;
}

/** The catalogue export the current imported dataset was built from; null when none was imported. */
export async function storedCatalogue(db: Queryable): Promise<unknown> {
  const [row] = await db.query<{ catalogue: Uint8Array }>("SELECT catalogue FROM content_datasets");
  return row ? JSON.parse(gunzipSync(row.catalogue).toString("utf8")) : null;
}

/** Makes `dataset` the current one. */
export async function storeDataset(tx: Queryable, dataset: NewDataset): Promise<void> {
  await tx.query(
    `INSERT INTO content_datasets (hash, build, dataset, catalogue) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, build = excluded.build, dataset = excluded.dataset,
       catalogue = excluded.catalogue, created_at = now()`,
    [dataset.hash, dataset.build, gzipSync(dataset.ndjson), gzipSync(JSON.stringify(dataset.catalogue))],
  );
}

/**
 * The file of the stored dataset `hash` in `dataDir`/datasets, written from the database unless it is there already
 * (named by its hash, a file present is that dataset), the folder's older datasets removed. Null when the database's
 * current dataset is another one.
 */
export async function datasetFile(db: Queryable, dataDir: string, hash: string): Promise<string | null> {
  const file = path.join(dataDir, "datasets", `${hash}.ndjson`);
  if (existsSync(file)) return file;
  const [row] = await db.query<{ dataset: Uint8Array }>("SELECT dataset FROM content_datasets WHERE hash = $1", [hash]);
  if (!row) return null;
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed: a server stopped half-way leaves no partial file under the dataset's name.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, gunzipSync(row.dataset));
  await rename(partial, file);
  // A worker reads its file once, at its start: the files of the datasets before are no longer read.
  const others = (await readdir(path.dirname(file))).filter((name) => name !== path.basename(file) && !name.endsWith(".partial"));
  await Promise.all(others.map((name) => rm(path.join(path.dirname(file), name), { force: true })));
  return file;
}

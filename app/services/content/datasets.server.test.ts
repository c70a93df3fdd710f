import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { migrate } from "~/services/db/migrate.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { currentDataset, datasetFile, datasetHash, storeDataset, storedCatalogue } from "./datasets.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-datasets-"));
afterEach(() => rmSync(path.join(dataDir, "datasets"), { recursive: true, force: true }));

const dataset = (ndjson: string) => ({ hash: datasetHash(ndjson), build: "committed", ndjson, catalogue: { products: [ndjson] } });

describeEachBackend("the imported dataset", (current) => {
  it("keeps one current dataset, writes it to DATA_DIR by its hash once, and removes the files of the ones before", async () => {
    const { db } = current();
    await migrate(db);
    expect(await currentDataset(db)).toBeNull();
    const first = dataset('{"_id":"a"}\n');
    await storeDataset(db, first);
    const firstFile = await datasetFile(db, dataDir, first.hash);
    expect(readFileSync(firstFile!, "utf8")).toBe(first.ndjson);
    // A file present is reused as it is.
    writeFileSync(firstFile!, "kept");
    expect(readFileSync((await datasetFile(db, dataDir, first.hash))!, "utf8")).toBe("kept");

    const second = dataset('{"_id":"b"}\n');
    await storeDataset(db, second);
    expect([await currentDataset(db), await storedCatalogue(db)]).toEqual([{ hash: second.hash, build: "committed" }, second.catalogue]);
    const secondFile = await datasetFile(db, dataDir, second.hash);
    expect(readdirSync(path.dirname(secondFile!))).toEqual([`${second.hash}.ndjson`]);
    expect(existsSync(firstFile!)).toBe(false);
    expect(await datasetFile(db, dataDir, first.hash)).toBeNull();
  });
});

import path from "node:path";
import { getConfig } from "~/config.server";
import { getDb } from "~/services/db/index.server";
import { log } from "~/services/observability/log.server";
import { withCache, type CachedContent } from "./cached.server";
import { currentDataset, datasetFile } from "./datasets.server";
import { loadEmbeddedContent, type EmbeddedContent } from "./embedded.server";
import { createSanityContent } from "./sanity.server";

/** The committed dataset, relative to the working directory the server runs in (the project root). */
export const DATASET_FILE = path.resolve("content/dataset.ndjson");

let service: Promise<CachedContent> | undefined;
/** The embedded content and the committed dataset's hash; none with Sanity. */
let embedded: { content: EmbeddedContent; committed: string } | undefined;

/** The process-wide content service, chosen once from configuration. */
export function getContent(): Promise<CachedContent> {
  service ??= (async () => {
    const config = getConfig();
    const inner =
      config.content === "sanity"
        ? createSanityContent({
            projectId: config.SANITY_PROJECT_ID!,
            dataset: config.SANITY_DATASET,
            apiVersion: config.SANITY_API_VERSION,
            token: config.SANITY_TOKEN,
            useCdn: config.SANITY_USE_CDN,
          })
        : await loadEmbedded();
    return withCache(inner, { ttlMs: config.CONTENT_TTL_SECONDS * 1000 });
  })();
  return service;
}

/**
 * The committed dataset first, read while the start opens the database: a shop that imported no catalogue starts as
 * fast as before, one that did reads its imported dataset next.
 */
async function loadEmbedded(): Promise<EmbeddedContent> {
  const content = await loadEmbeddedContent(DATASET_FILE);
  embedded = { content, committed: await content.version() };
  await followImportedDataset();
  return content;
}

/**
 * Moves the embedded content to the catalogue imported last (npm run import, docs/import.md#the-catalogue)
 * when it is not the one served; true when it moved. A dataset imported beside another release's committed one is
 * left alone: its strings and pages are that release's.
 */
export async function followImportedDataset(): Promise<boolean> {
  if (!embedded) return false;
  const db = await getDb();
  const stored = await currentDataset(db);
  const { content, committed } = embedded;
  if (!stored || stored.hash === (await content.version())) return false;
  if (stored.build !== committed) {
    log.warn(
      { imported: stored.hash },
      "content: the imported catalogue was built with another release's content; serving this release's until `npm run import -- --rebuild`",
    );
    return false;
  }
  const file = await datasetFile(db, getConfig().dataDir, stored.hash);
  if (!file) return false;
  await content.switchTo(file);
  log.info({ version: stored.hash }, "content: serving the imported catalogue");
  return true;
}

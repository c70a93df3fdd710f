import path from "node:path";
import { getConfig } from "~/config.server";
import { withCache, type CachedContent } from "./cached.server";
import { loadEmbeddedContent } from "./embedded.server";
import { createSanityContent } from "./sanity.server";

/** The committed dataset, relative to the working directory the server runs in (the project root). */
export const DATASET_FILE = path.resolve("content/dataset.ndjson");

let service: Promise<CachedContent> | undefined;

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
        : await loadEmbeddedContent(DATASET_FILE);
    return withCache(inner, { ttlMs: config.CONTENT_TTL_SECONDS * 1000 });
  })();
  return service;
}

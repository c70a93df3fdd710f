import { createClient } from "@sanity/client";
import type { ContentService, QueryParams } from "./content.server";

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  useCdn: boolean;
}

export function createSanityContent(settings: SanitySettings): ContentService {
  const client = createClient({ ...settings, perspective: "published" });
  return {
    kind: "sanity",
    fetch<T>(query: string, params: QueryParams = {}) {
      return client.fetch<T>(query, params);
    },
    async ping() {
      try {
        await client.fetch("count(*[_type == 'siteConfig'])");
        return true;
      } catch {
        return false;
      }
    },
  };
}

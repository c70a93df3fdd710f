import { createClient } from "@sanity/client";
import type { ContentService, QueryParams } from "./content.server";

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  useCdn: boolean;
  /** Another API host (a proxy, or a local stand-in in tests). */
  apiHost?: string;
}

export function createSanityContent(settings: SanitySettings): ContentService {
  // A custom host is used as it is, not prefixed with the project id.
  const client = createClient({ ...settings, perspective: "published", ...(settings.apiHost ? { useProjectHostname: false } : {}) });
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

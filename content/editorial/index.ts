/**
 * Editorial documents (pages, articles, industries, resources, testimonials, white papers) in
 * English and Spanish. scripts/import-catalog.ts writes them into content/dataset.ndjson.
 */
import type { EditorialDoc } from "../../app/services/content/types";
import { articles } from "./articles";
import { pages } from "./pages";

export function editorialDocuments(): EditorialDoc[] {
  return [...pages(), ...articles()];
}

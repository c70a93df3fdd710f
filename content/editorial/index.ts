/**
 * Editorial documents (pages, articles, industries, resources, testimonials, white papers) in
 * English and Spanish. scripts/import-catalog.ts writes them into content/dataset.ndjson.
 */
import type { EditorialDoc } from "../../app/services/content/types";
import { articles } from "./articles";
import { industries } from "./industries";
import { pages } from "./pages";
import { resources } from "./resources";
import { testimonials } from "./testimonials";
import { whitePapers } from "./white-papers";

export function editorialDocuments(): EditorialDoc[] {
  return [...pages(), ...articles(), ...industries(), ...resources(), ...testimonials(), ...whitePapers()];
}

/** Builds an EditorialDoc from the pairs an author writes, so every document has the same shape. */
import type { EditorialDoc, EditorialType } from "../../app/services/content/types";
import { blocks, type BlockSpec } from "./pt";

type Pair = { en: string; es: string };

export interface EditorialInput {
  id: string;
  type: EditorialType;
  /** Fixed ISO timestamp: the dataset must not change between imports. */
  date: string;
  title: Pair;
  slug: Pair;
  excerpt: Pair;
  /** Defaults to the excerpt. */
  seo?: Pair;
  body: { en: (BlockSpec | BlockSpec[])[]; es: (BlockSpec | BlockSpec[])[] };
  author?: string;
  company?: string;
  /** Category ids (`category-<en slug>`) of an industry. */
  categories?: string[];
}

const PUBLISHED_TYPES: EditorialType[] = ["article", "whitePaper"];

export function editorial(input: EditorialInput): EditorialDoc {
  const doc: EditorialDoc = {
    _id: input.id,
    _type: input.type,
    _createdAt: input.date,
    _updatedAt: input.date,
    title: { _type: "localeString", ...input.title },
    slug: { _type: "localeSlug", ...input.slug },
    excerpt: { _type: "localeString", ...input.excerpt },
    body: { _type: "localeBlockContent", en: blocks(...input.body.en), es: blocks(...input.body.es) },
    seo: { description: { _type: "localeString", ...(input.seo ?? input.excerpt) } },
  };
  if (PUBLISHED_TYPES.includes(input.type)) doc.publishedAt = input.date;
  if (input.author) doc.author = input.author;
  if (input.company) doc.company = input.company;
  if (input.categories) {
    doc.categories = input.categories.map((ref) => ({ _type: "reference", _key: ref, _ref: ref }));
  }
  return doc;
}

/**
 * Checks the whole dataset before it is written, so a broken import never lands: unique ids, every
 * reference resolves (also inside Portable Text and menus), slugs unique per type and language, both
 * languages on every localized field, unique `_key`s within each array.
 */
type Doc = { _id: string; _type: string } & Record<string, unknown>;

const LANGS = ["en", "es"] as const;
const MAX_LISTED = 40;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A field holding one value per language: it has `en` or `es` (and nothing but those and `_type`). */
function isLocalized(v: Record<string, unknown>): boolean {
  const keys = Object.keys(v);
  return (keys.includes("en") || keys.includes("es")) && keys.every((k) => k === "en" || k === "es" || k === "_type");
}

function localizedProblem(v: Record<string, unknown>): string | null {
  // Slugs may be empty (the home page is at the language root); other texts may not.
  const emptyAllowed = v._type === "localeSlug";
  const bad = LANGS.filter((lang) => {
    const value = v[lang];
    if (typeof value === "string") return !emptyAllowed && value.trim() === "";
    if (Array.isArray(value)) return value.length === 0;
    return value === undefined || value === null;
  });
  return bad.length === 0 ? null : `missing or empty ${bad.join(" and ")}`;
}

function walk(value: unknown, path: string, visit: (v: unknown, path: string) => void): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, visit));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k, visit);
}

export function datasetProblems(docs: Doc[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const doc of docs) {
    if (ids.has(doc._id)) problems.push(`duplicate _id ${doc._id}`);
    ids.add(doc._id);
  }

  const slugOwners = new Map<string, string>();
  const claimSlug = (doc: Doc, scope: string, slug: string) => {
    const id = `${doc._type} ${scope} "${slug}"`;
    const owner = slugOwners.get(id);
    if (owner !== undefined) problems.push(`slug ${id} used by both ${owner} and ${doc._id}`);
    else slugOwners.set(id, doc._id);
  };

  for (const doc of docs) {
    const slug = doc.slug;
    if (isObject(slug)) {
      if (typeof slug.current === "string") claimSlug(doc, "", slug.current);
      for (const lang of LANGS) if (typeof slug[lang] === "string") claimSlug(doc, lang, slug[lang] as string);
    }
    walk(doc, "", (v, path) => {
      const at = `${doc._id} ${path}`;
      if (Array.isArray(v)) {
        const keys = v
          .filter(isObject)
          .map((item) => item._key)
          .filter((k) => k !== undefined);
        const dup = keys.find((k, i) => keys.indexOf(k) !== i);
        if (dup !== undefined) problems.push(`${at}: duplicate _key "${String(dup)}"`);
        return;
      }
      if (!isObject(v)) return;
      if (typeof v._ref === "string" && !ids.has(v._ref)) problems.push(`${at}: reference to missing document ${v._ref}`);
      if (isLocalized(v)) {
        const problem = localizedProblem(v);
        if (problem) problems.push(`${at}: ${problem}`);
      }
    });
  }
  return problems;
}

export function assertValidDataset(docs: Doc[]): void {
  const problems = datasetProblems(docs);
  if (problems.length === 0) return;
  const listed = problems.slice(0, MAX_LISTED).map((p) => `  ${p}`);
  if (problems.length > MAX_LISTED) listed.push(`  ... and ${problems.length - MAX_LISTED} more`);
  throw new Error(`The dataset is invalid (${problems.length} problems):\n${listed.join("\n")}`);
}

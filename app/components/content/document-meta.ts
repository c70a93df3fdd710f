import type { MetaDescriptor } from "@remix-run/react";

/** Title and description of a content page for the root's `<head>`. */
export function documentMeta(doc: { title: string; description?: string | null } | null | undefined): MetaDescriptor[] {
  if (!doc) return [];
  const meta: MetaDescriptor[] = [{ title: doc.title }];
  if (doc.description) meta.push({ name: "description", content: doc.description });
  return meta;
}

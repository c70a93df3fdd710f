import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb } from "~/services/db/index.server";

/*
 * What one server tells the others on the same database (docs/operations.md#several-servers), through PostgreSQL's
 * NOTIFY: the embedded database has one process, so there it only ever reaches its sender, which ignores it.
 */

const CHANNEL = "voltshop_events";
/** This process: it has already acted on what it announces. */
const SELF = randomUUID();

const received = z.object({ kind: z.enum(["content-revalidated", "accounts-imported"]), from: z.string() });

export type Announcement = Pick<z.infer<typeof received>, "kind">;

/** Tells every other server on the database. */
export async function announce(event: Announcement): Promise<void> {
  const db = await getDb();
  await db.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify({ ...event, from: SELF })]);
}

const parse = (payload: string) => {
  try {
    return received.safeParse(JSON.parse(payload));
  } catch {
    return null;
  }
};

/**
 * Calls `handle` with what other servers announce. After the database connection was lost and is back, anything may
 * have been missed: `handle` then gets every kind, as if announced.
 */
export async function followAnnouncements(handle: (event: Announcement) => void): Promise<() => Promise<void>> {
  const db = await getDb();
  return db.listen(
    CHANNEL,
    (payload) => {
      const event = parse(payload);
      if (event?.success && event.data.from !== SELF) handle({ kind: event.data.kind });
    },
    () => {
      for (const kind of received.shape.kind.options) handle({ kind });
    },
  );
}

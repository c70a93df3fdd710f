import { expect, it } from "vitest";
import { createCartRepository } from "~/services/cart/cart-repository.server";
import { migrate, readMigrations } from "~/services/db/migrate.server";
import { seedDatabase } from "~/services/db/seed.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { createDatabaseKv } from "./database-kv.server";

describeEachBackend("migration 0009 (carts into the key-value store)", (current) => {
  it("copies every saved cart with its lines as a liveCart value, then drops the cart tables", async () => {
    const { db } = current();
    const migrations = await readMigrations();
    // The schema before 0009, plus the seed's own bookkeeping (0017, a table of its own), so today's seed can fill it.
    await migrate(
      db,
      migrations.filter((m) => m.version < 9 || m.name.includes("seed_state")),
    );
    await seedDatabase(db);
    const [buyerCart, anonymousCart] = await db.query<{ id: string }>(
      `INSERT INTO carts (email, anonymous_token, selected_billing_id, selected_shipping_id, created_at, updated_at) VALUES
         ('maria.gonzalez@example.com', NULL, 'CT-5001', 'CT-5003', '2025-01-02T03:04:05.678Z', now()),
         (NULL, 'tok', NULL, NULL, now() - interval '10 days', now() - interval '10 days')
       RETURNING id`,
    );
    await db.query(`INSERT INTO carts (anonymous_token) VALUES ('empty')`);
    await db.query(
      `INSERT INTO cart_items (cart_id, pn, prod_quantity, created_at, utm_source, utm_campaign) VALUES
         ($1, 'P2', 3, '2025-01-03T00:00:00Z', NULL, NULL),
         ($1, 'P1', 1, '2025-01-02T10:00:00Z', 'news', 'spring'),
         ($2, 'P9', 20, now(), NULL, NULL)`,
      [buyerCart!.id, anonymousCart!.id],
    );

    expect(await migrate(db, migrations)).toContain(9);

    const kv = createDatabaseKv(db);
    expect(await kv.get("maria.gonzalez@example.com:liveCart")).toEqual({
      cartItems: [
        {
          pn: "P1",
          prod_quantity: 1,
          createdAt: "2025-01-02T10:00:00.000Z",
          utmSource: "news",
          utmMedium: null,
          utmCampaign: "spring",
          utmTerm: null,
          utmContent: null,
        },
        {
          pn: "P2",
          prod_quantity: 3,
          createdAt: "2025-01-03T00:00:00.000Z",
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
        },
      ],
      selectedBillingId: "CT-5001",
      selectedShippingId: "CT-5003",
      createdAt: "2025-01-02T03:04:05.678Z",
    });
    const carts = createCartRepository(kv, db);
    expect((await carts.findCart({ kind: "anonymous", token: "tok" }))?.items.map((i) => [i.pn, i.quantity])).toEqual([["P9", 20]]);
    expect(await carts.findCart({ kind: "anonymous", token: "empty" })).toBeNull();
    const [{ days } = { days: 0 }] = await db.query<{ days: number }>(
      "SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM kv_store WHERE key = 'anonymous:tok:liveCart'",
    );
    expect(days).toBe(20);
    expect(await db.query("SELECT expires_at FROM kv_store WHERE key = 'maria.gonzalez@example.com:liveCart'")).toEqual([{ expires_at: null }]);
    expect(await db.query("SELECT table_name FROM information_schema.tables WHERE table_name IN ('carts', 'cart_items')")).toEqual([]);
  });
});

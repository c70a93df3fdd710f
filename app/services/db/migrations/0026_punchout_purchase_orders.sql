-- PunchOut purchase orders (docs/punchout.md#purchase-order-prices): what a partner's orders do when their prices
-- differ from the shop's, and what an OrderRequest's order keeps of it.
ALTER TABLE punchout_partners ADD COLUMN price_differences text NOT NULL DEFAULT 'refuse' CHECK (price_differences IN ('refuse', 'place'));

-- Null for the shop's own orders. For an OrderRequest's: {"contentHash": the SHA-256 of its order content, which a
-- second document with the same payloadID must have, "priceDifferences": [the stated prices that are not the shop's]}.
ALTER TABLE orders ADD COLUMN purchase_order jsonb;

-- The key-value store (docs/kv-store.md): saved carts and favorites as JSON under `{email}:{feature}`,
-- anonymous carts under `anonymous:{token}:liveCart` with an expiry.
-- Versions come from one sequence, never reused, so a compare-and-set cannot mistake a deleted and
-- recreated key for the one it read.
CREATE SEQUENCE kv_store_version_seq;
CREATE TABLE kv_store (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  version bigint NOT NULL DEFAULT nextval('kv_store_version_seq'),
  -- null: never expires; a row past it reads as absent until the sweep deletes it
  expires_at timestamptz
);
CREATE INDEX kv_store_expires_idx ON kv_store (expires_at) WHERE expires_at IS NOT NULL;

-- The saved carts move into it as `liveCart` values (spec section 3); an anonymous cart keeps the
-- time left of its 30 days (ANONYMOUS_CART_LIFETIME_S) since its last change.
INSERT INTO kv_store (key, value, expires_at)
SELECT
  CASE WHEN c.email IS NOT NULL THEN c.email || ':liveCart' ELSE 'anonymous:' || c.anonymous_token || ':liveCart' END,
  jsonb_build_object(
    'cartItems', items.list,
    'selectedBillingId', c.selected_billing_id,
    'selectedShippingId', c.selected_shipping_id,
    'createdAt', to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ),
  CASE WHEN c.anonymous_token IS NOT NULL THEN c.updated_at + interval '30 days' END
FROM carts c
JOIN LATERAL (
  SELECT jsonb_agg(
    jsonb_build_object(
      'pn', i.pn,
      'prod_quantity', i.prod_quantity,
      'createdAt', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'utmSource', i.utm_source,
      'utmMedium', i.utm_medium,
      'utmCampaign', i.utm_campaign,
      'utmTerm', i.utm_term,
      'utmContent', i.utm_content
    )
    ORDER BY i.created_at, i.pn
  ) AS list
  FROM cart_items i
  WHERE i.cart_id = c.id
) items ON items.list IS NOT NULL;

-- The tables go with their foreign keys (0008): a chosen address that no longer exists is now read as none.
DROP TABLE cart_items;
DROP TABLE carts;

-- Quotes a buyer downloaded from the cart page (docs/quote.md): the cart's lines, prices, charges and totals frozen
-- as the cart page showed them, so the same number always gives the same PDF.
-- Numbers look like Q-2026-000123: the year it was made and a sequence shared by every year (gaps allowed).
CREATE SEQUENCE quote_number_seq;

CREATE TABLE quotes (
  number text PRIMARY KEY DEFAULT 'Q-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('quote_number_seq')::text, 6, '0'),
  -- `user:<web user id>`, or `cart:<SHA-256 of the anonymous cart token>` (the token itself is never stored)
  owner text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'es')),
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_owner_idx ON quotes (owner);

-- Placed orders: everything the buyer agreed to is a frozen copy (contacts, prices, charges), never a
-- reference that a later change of the address book or the price lists could alter.
-- Numbers look like W-100001; a sequence hands them out safely to concurrent checkouts (gaps allowed).
CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  number text PRIMARY KEY DEFAULT 'W-' || nextval('order_number_seq'),
  -- made when the buyer reviewed the order: a second post of the same review finds this order
  idempotency_key text NOT NULL UNIQUE,
  web_user_id text NOT NULL,
  email text NOT NULL,
  customer_id text NOT NULL,
  customer_name text NOT NULL,
  payment_terms text NOT NULL,
  status text NOT NULL CHECK (status IN ('placed', 'awaiting_payment')),
  billing_contact jsonb NOT NULL,
  shipping_contact jsonb NOT NULL,
  carrier text,
  carrier_title text,
  method text,
  shipper_number text,
  po_number text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  lang text NOT NULL CHECK (lang IN ('en', 'es')),
  price_list text NOT NULL,
  subtotal_cents integer NOT NULL,
  handling_cents integer NOT NULL,
  tariff_cents integer NOT NULL,
  tariff_surcharge_cents integer NOT NULL,
  international_fee_cents integer NOT NULL,
  -- an amount, or TBD with its reason (docs/shipping.md#tbd-shipping): exactly one of the two
  shipping_cents integer,
  shipping_tbd_reason text,
  tax_cents integer NOT NULL,
  total_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_shipping_amount_or_tbd CHECK ((shipping_cents IS NULL) <> (shipping_tbd_reason IS NULL))
);
CREATE INDEX orders_customer_created_idx ON orders (customer_id, created_at DESC);

CREATE TABLE order_lines (
  order_number text NOT NULL REFERENCES orders (number) ON DELETE CASCADE,
  position integer NOT NULL,
  pn text NOT NULL,
  title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  list_price_cents integer NOT NULL,
  sale_cents integer NOT NULL,
  subtotal_list_cents integer NOT NULL,
  subtotal_sale_cents integer NOT NULL,
  non_standard boolean NOT NULL,
  lead_time_10_days boolean NOT NULL,
  tariff boolean NOT NULL,
  PRIMARY KEY (order_number, position)
);

-- Card payments the embedded payment provider records as pending: the shop contacts the buyer to take them.
CREATE TABLE order_payments (
  order_number text PRIMARY KEY REFERENCES orders (number) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending')),
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

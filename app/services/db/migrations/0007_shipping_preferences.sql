-- A customer's shipping preferences: the domestic carrier and method checkout starts from, and the
-- shipper (account) numbers of the collect carriers, by carrier slug.
CREATE TABLE customer_shipping_preferences (
  customer_id text PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  carrier text,
  method text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_shipper_numbers (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  carrier text NOT NULL,
  shipper_number text NOT NULL,
  PRIMARY KEY (customer_id, carrier)
);

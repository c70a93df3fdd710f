-- Saved carts: an anonymous buyer's cart is found by the token in its signed `cart` cookie, a
-- signed-in buyer's by e-mail (stored lower-cased). Exactly one of the two names the owner.
CREATE TABLE carts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  anonymous_token text UNIQUE,
  email text UNIQUE,
  selected_billing_id text,
  selected_shipping_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT carts_one_owner CHECK ((anonymous_token IS NULL) <> (email IS NULL)),
  CONSTRAINT carts_email_lower CHECK (email = lower(email))
);

-- A line per part number; the utm columns keep the campaign that brought the buyer when the line was added.
CREATE TABLE cart_items (
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  pn text NOT NULL,
  prod_quantity integer NOT NULL CHECK (prod_quantity >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  PRIMARY KEY (cart_id, pn)
);

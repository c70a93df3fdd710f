-- Price lists: entries keep the catalogue's order (position) because the first matching entry wins.
CREATE TABLE price_lists (
  name text PRIMARY KEY,
  public boolean NOT NULL DEFAULT false
);

CREATE TABLE price_list_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_name text NOT NULL REFERENCES price_lists (name) ON DELETE CASCADE,
  position integer NOT NULL,
  value_type text NOT NULL,
  schedule text NOT NULL DEFAULT '',
  item text,
  -- exact numeric string as exported; parsed by the pricing rules, never by the database
  value text NOT NULL,
  UNIQUE (list_name, position)
);

-- Ids keep the catalogue's style; rows the app creates take the next number of these sequences
-- (the seed moves them past the highest seeded number).
CREATE SEQUENCE customer_number_seq;
CREATE SEQUENCE contact_number_seq;
CREATE SEQUENCE web_user_number_seq;

CREATE TABLE customers (
  id text PRIMARY KEY DEFAULT 'C-' || nextval('customer_number_seq'),
  name text NOT NULL,
  taxable boolean NOT NULL DEFAULT true,
  -- a name, not a key: customers may name `list`/`select` or lists that do not exist (they fall back to OEM)
  price_list text NOT NULL DEFAULT 'OEM',
  ar_term text NOT NULL DEFAULT 'CREDIT CARD',
  cust_type text NOT NULL DEFAULT '',
  is_free_ground_at numeric,
  territory text NOT NULL DEFAULT '',
  rep text NOT NULL DEFAULT '',
  segment integer,
  primary_contact_id text,
  tax_verification_note text NOT NULL DEFAULT '',
  tax_verification_completed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contacts (
  id text PRIMARY KEY DEFAULT 'CT-' || nextval('contact_number_seq'),
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name_first text NOT NULL DEFAULT '',
  name_last text NOT NULL DEFAULT '',
  name_company text NOT NULL DEFAULT '',
  phone1 text NOT NULL DEFAULT '',
  address_line1 text NOT NULL DEFAULT '',
  address_city text NOT NULL DEFAULT '',
  address_country text NOT NULL DEFAULT 'US',
  address_state text NOT NULL DEFAULT '',
  address_postal_code text NOT NULL DEFAULT '',
  taxable boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_customer_id_idx ON contacts (customer_id);

-- Customer and primary contact point at each other: checked at commit so both can be inserted together.
ALTER TABLE customers
  ADD CONSTRAINT customers_primary_contact_fk FOREIGN KEY (primary_contact_id)
  REFERENCES contacts (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE web_users (
  id text PRIMARY KEY DEFAULT 'WU-' || nextval('web_user_number_seq'),
  email text NOT NULL,
  name_first text,
  name_last text,
  primary_customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  shipping_contact_id text REFERENCES contacts (id) ON DELETE SET NULL,
  billing_contact_id text REFERENCES contacts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX web_users_email_key ON web_users (lower(email));

CREATE TABLE web_user_customers (
  web_user_id text NOT NULL REFERENCES web_users (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (web_user_id, customer_id)
);
CREATE INDEX web_user_customers_customer_id_idx ON web_user_customers (customer_id);

-- Embedded auth service: users mirror Supabase's auth.users (id uuid, unique e-mail, full_name metadata).
CREATE TABLE auth_users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  full_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_users_email_key ON auth_users (lower(email));

-- One-time codes: only a keyed hash is kept, with the address and the browser that asked.
CREATE TABLE auth_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  code_hash text NOT NULL,
  browser_id text NOT NULL,
  created_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX auth_codes_email_idx ON auth_codes (lower(email), created_at DESC);

-- Failed code checks per address, counted over the last hour.
CREATE TABLE auth_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX auth_failures_email_idx ON auth_failures (lower(email), failed_at);

-- Opaque refresh tokens, stored hashed and rotated on use.
CREATE TABLE auth_refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_refresh_tokens_user_idx ON auth_refresh_tokens (user_id);

-- PunchOut (docs/punchout.md): trading partners, each buying for one customer, and the sessions their procurement
-- systems open. Secrets and start tokens are stored only as hashes.
CREATE TABLE punchout_partners (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  protocol text NOT NULL CHECK (protocol IN ('cxml', 'oci')),
  -- cXML: the Sender credential's domain and identity; OCI: domain '' and the USERNAME login field
  domain text NOT NULL,
  identity text NOT NULL,
  -- scrypt$<N>$<r>$<p>$<salt>$<hash>, base64url: the shared secret (cXML) or the PASSWORD login field (OCI)
  secret_hash text NOT NULL,
  -- the BrowserFormPost or HOOK_URL prefixes the partner may be sent back to
  return_urls text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX punchout_partners_credential_idx ON punchout_partners (protocol, lower(domain), lower(identity));

-- One PunchOut session: made by the setup request with its one-time start token (single use: `opened_at` is set by
-- the one request that opens it, on whichever server), ended when the cart went back.
CREATE TABLE punchout_sessions (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES punchout_partners (id) ON DELETE CASCADE,
  start_token_hash text NOT NULL UNIQUE,
  start_expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  ended_at timestamptz,
  email text NOT NULL,
  -- the buyer's name as the procurement system gives it (cXML Contact/Name), null when it gives none
  user_name text,
  lang text NOT NULL CHECK (lang IN ('en', 'es')),
  operation text NOT NULL CHECK (operation IN ('create', 'edit', 'inspect')),
  buyer_cookie text NOT NULL,
  return_url text NOT NULL,
  -- OCI's ~TARGET: the frame or window the form post goes to
  target text,
  -- cXML: the setup request's From and To credentials, which the returned cart's To and From name
  parties jsonb NOT NULL DEFAULT '{"from": [], "to": []}',
  -- the lines an edit or inspect setup request returned with
  items jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX punchout_sessions_created_idx ON punchout_sessions (created_at);

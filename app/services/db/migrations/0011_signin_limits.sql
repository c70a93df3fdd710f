-- Failed code checks are counted per browser (one pending sign-in) and per source IP; `email` is
-- set only for wrong guesses at a code sent to the checking browser, so a stranger's failures do not
-- count against the address.
ALTER TABLE auth_failures ALTER COLUMN email DROP NOT NULL;
ALTER TABLE auth_failures ADD COLUMN browser_id text;
ALTER TABLE auth_failures ADD COLUMN ip text;
CREATE INDEX auth_failures_browser_idx ON auth_failures (browser_id, failed_at);
CREATE INDEX auth_failures_ip_idx ON auth_failures (ip, failed_at);

-- The last code send of each address, claimed in one statement so that the resend interval holds
-- across browsers and servers (embedded and Supabase alike).
CREATE TABLE auth_send_claims (
  email text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);

-- Which browsers were sent a code for an address: only those may check one.
CREATE TABLE auth_code_sends (
  email text NOT NULL,
  browser_id text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (email, browser_id)
);
CREATE INDEX auth_code_sends_sent_idx ON auth_code_sends (sent_at);

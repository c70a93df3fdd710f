-- The sign-in limits belong to the pending sign-in (one browser, one address), not to the address
-- (docs/sign-in.md#one-time-codes): failures count per browser and per IP only; every code mailed is
-- logged, for the resend wait of its browser and the daily cap of its address; and the browsers that
-- signed in as an address are known, so a stranger who used up its cap cannot lock the owner out.
ALTER TABLE auth_failures DROP COLUMN email;
DROP TABLE auth_send_claims;
DROP TABLE auth_code_sends;

CREATE TABLE auth_code_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  browser_id text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX auth_code_sends_email_idx ON auth_code_sends (email, sent_at);
CREATE INDEX auth_code_sends_sent_idx ON auth_code_sends (sent_at);

CREATE TABLE auth_known_browsers (
  email text NOT NULL,
  browser_id text NOT NULL,
  signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (email, browser_id)
);
CREATE INDEX auth_known_browsers_signed_in_idx ON auth_known_browsers (signed_in_at);

-- The rate limits' counts when servers share PostgreSQL without Redis (app/http/rate-limit-store.server.ts):
-- rate-limiter-flexible's RateLimiterPostgres table, one row per limit and key (`<limit>:<bucket>:<ip or hashed
-- pending sign-in>`), `expire` in milliseconds since the epoch. An expired row is overwritten by the next hit;
-- the housekeeping deletes the rest.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

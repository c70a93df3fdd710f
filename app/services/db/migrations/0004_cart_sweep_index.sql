-- The hourly sweep deletes anonymous carts by age; this keeps it from reading every cart.
CREATE INDEX carts_anonymous_updated_idx ON carts (updated_at) WHERE anonymous_token IS NOT NULL;

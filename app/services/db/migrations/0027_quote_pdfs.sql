-- A quote's PDF as first rendered (docs/quote.md#who-can-see-it): a quote is immutable, so its bytes are kept and
-- served again instead of rendering a long quote (seconds of the main thread at 1,000 lines) on every download.
-- Null until the first download (and for quotes saved before this column).
ALTER TABLE quotes ADD COLUMN pdf bytea;

import type { QuoteDocument, QuoteSnapshot } from "~/domain/quote-document";
import type { Database } from "./database.server";

type QuoteRow = { number: string; lang: "en" | "es"; snapshot: QuoteSnapshot | string; created_at: Date | string };
type OwnedQuoteRow = QuoteRow & { pdf: Uint8Array | null };

/** A stored quote and its PDF's bytes once rendered (null before its first download). */
export type OwnedQuote = { quote: QuoteDocument; pdf: Buffer | null };

/** jsonb arrives parsed from node-postgres and PGlite alike; a string is parsed for safety. */
const parsed = (value: QuoteSnapshot | string): QuoteSnapshot => (typeof value === "string" ? (JSON.parse(value) as QuoteSnapshot) : value);

function toQuote(row: QuoteRow): QuoteDocument {
  return { number: row.number, lang: row.lang, createdAt: new Date(row.created_at).toISOString(), snapshot: parsed(row.snapshot) };
}

/** Stored quotes (migration 0014): written once, read back only by their owner. */
export function createQuoteRepository(db: Database) {
  return {
    async create(quote: { owner: string; lang: "en" | "es"; snapshot: QuoteSnapshot }): Promise<QuoteDocument> {
      const [row] = await db.query<QuoteRow>("INSERT INTO quotes (owner, lang, snapshot) VALUES ($1, $2, $3) RETURNING number, lang, snapshot, created_at", [
        quote.owner,
        quote.lang,
        JSON.stringify(quote.snapshot),
      ]);
      return toQuote(row!);
    },

    /** The quote if `owner` made it; null otherwise (unknown or someone else's: the same answer). */
    async findOwned(number: string, owner: string): Promise<OwnedQuote | null> {
      const [row] = await db.query<OwnedQuoteRow>("SELECT number, lang, snapshot, created_at, pdf FROM quotes WHERE number = $1 AND owner = $2", [
        number,
        owner,
      ]);
      return row ? { quote: toQuote(row), pdf: row.pdf ? Buffer.from(row.pdf) : null } : null;
    },

    /** Keeps the quote's first rendered PDF; a racing download's identical bytes change nothing. */
    async keepPdf(number: string, pdf: Buffer): Promise<void> {
      await db.query("UPDATE quotes SET pdf = $2 WHERE number = $1 AND pdf IS NULL", [number, pdf]);
    },
  };
}

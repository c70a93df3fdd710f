import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 21, item 7: one Spanish word per thing. The glossary is the table in docs/shipping.md#glossary.
const glossary = readFileSync("docs/shipping.md", "utf8")
  .split("## Glossary")[1]!
  .split("\n## ")[0]!
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Thing") && !line.startsWith("| ---"))
  .map((line) => line.split("|").map((cell) => cell.trim()))
  .map(([, , , en, es]) => ({ en: en!, es: es! }));

type Table = Record<string, { en: string; es: string }>;
const texts = readdirSync("content/strings")
  .filter((name) => name.endsWith(".json"))
  .flatMap((file) => Object.entries(JSON.parse(readFileSync(`content/strings/${file}`, "utf8")) as Table));

/** Texts where an English term is not the glossary's thing: a machine id the caller sends, or another sense. */
const OTHER_SENSES: Record<string, string> = {
  quoteErrorCarrierInvalid: "gives carrier ids (fedex, ups-collect) as examples of what the API takes",
  quoteErrorMethodUnknown: "lists the method ids (ground, air2day, air1day) the API takes",
  quoteNoticeMethodRequired: "lists the method ids (ground, air2day, air1day) the API takes",
  accountCompanyTax: "the company's tax status (exempt or not), not the tax charge",
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const folded = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** What a Spanish text must contain for a term: a one-word verb (Agregar) by its stem, so "agregue" and "agréguelos" count. */
const spanishMark = (es: string) => folded(/^\p{L}+ar$/u.test(es) ? es.slice(0, -2) : es);

describe("the glossary", () => {
  it("is read from docs/shipping.md, carriers, methods, charges and statuses", () => {
    expect(glossary.map((term) => term.en)).toEqual(expect.arrayContaining(["UPS collect", "2nd-day air", "Tax", "TBD", "Placed", "Handling"]));
    for (const term of glossary) expect(term.es, term.en).not.toBe("");
  });

  it("has one Spanish word for each English term, in every text of content/strings", () => {
    const others = texts.filter(([key, text]) =>
      glossary.some((term) => {
        if (OTHER_SENSES[key]) return false;
        const inEnglish = new RegExp(`(^|[^\\p{L}])${escape(term.en)}($|[^\\p{L}])`, "iu").test(text.en);
        return inEnglish && !folded(text.es).includes(spanishMark(term.es));
      }),
    );
    expect(others.map(([key, text]) => `${key}: ${text.en} / ${text.es}`)).toEqual([]);
  });
});
